// Kibitz compatibility layer for course OrkIsland players (docs/games/orkisland.md §20).
// Random.hh: the player's own random generator (§4.1). Kibitz seeds it once per match
// with the protocol's player_seed (= seed + me + 1), so random() and random_permutation()
// give the numbers the original engine gives for the same seed.
#ifndef Random_hh
#define Random_hh

#include "Utils.hh"

class Kibitz_course_driver;

class Random_generator {
public:
  // A uniformly distributed integer in [l, u]. If l > u, or the range holds more than
  // 1000000 values, returns l without drawing.
  int random(int l, int u)
  {
    if (l > u)
      return l;
    const long long width = (long long)u - (long long)l + 1;
    if (width > 1000000)
      return l;
    step_();  // every draw advances the generator twice: this value is not used
    return l + int(int(width) * uniform_());
  }

  // A random permutation of 0 .. n-1 (empty for n <= 0).
  vector<int> random_permutation(int n)
  {
    vector<int> v;
    for (int k = 0; k < n; ++k)
      v.push_back(k);
    for (int k = 0; k < n; ++k)
      swap(v[k], v[random(k, n - 1)]);
    return v;
  }

private:
  friend class Kibitz_course_driver;

  // state := |s| AND (2^31 - 1), in 64 bits (so -2^31 gives 0).
  void seed_(long long s)
  {
    if (s < 0)
      s = -s;
    rnd_seed = s & 2147483647LL;
  }
  // state := (843314861 * state + 453816693) mod 2^31.
  void step_() { rnd_seed = (843314861LL * rnd_seed + 453816693LL) & 2147483647LL; }
  // A double in [0, 1).
  double uniform_()
  {
    step_();
    return double(rnd_seed) / 2147483648.0;
  }

  long long rnd_seed;
};

#endif
