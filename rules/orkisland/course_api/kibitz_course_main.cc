// Kibitz compatibility layer for course OrkIsland players: the driver
// (docs/games/orkisland.md §20).
//
// Linked with one player file (AI<Name>.cc, or a prebuilt AI<Name>.o), it is a Kibitz
// external bot: it speaks the OrkIsland protocol of docs/games/orkisland.md §14.2 on
// stdin/stdout.
//   - At match start it reads the settings block, the names line, "me <id>" and
//     "player_seed <seed>"; it seeds the player's random generator once.
//   - Every round it reads a state block (§13.2), fills the player's Settings and State,
//     empties its Action, calls play(), and answers one line "<id> <letter>" per
//     execute() call, in call order, then "-1".
//   - It ends with status 0 at the end of the input.
//
// Build (source player):  g++ -std=c++11 -O2 -I course_api AIName.cc course_api/kibitz_course_main.cc -o player
// Build (object player):  g++ -std=c++11 -O2 -I course_api course_api/kibitz_course_main.cc AIName.o -no-pie -o player
//
// The player's own output to stdout (cout, printf) is sent to stderr and its stdin is
// empty, so that it cannot break the protocol. `player --player-name` prints the
// registered name and exits.
//
// Exit status: 0 end of input; 1 the player threw an exception or stdout failed;
// 2 malformed input; 3 not exactly one registered player; 64 bad command line.

#include "Player.hh"

#include <cerrno>
#include <csignal>
#include <cstdarg>
#include <exception>
#include <unistd.h>

// Prebuilt course objects (x86-64, GCC, libstdc++) read these classes' memory directly
// (docs/games/orkisland.md §20.2): keep the original's sizes. (Member offsets were
// checked against AIDummy.o.Linux64: Player::me_ at 0x180, Random_generator at 0x128,
// Action at 0x130.)
#if defined(__x86_64__) && defined(__LP64__) && defined(__GLIBCXX__)
static_assert(sizeof(Pos) == 8 && sizeof(Cell) == 16 && sizeof(Unit) == 20 && sizeof(Command) == 8,
              "course API structs must keep the original layout");
static_assert(sizeof(Settings) == 60 && sizeof(State) == 224 && sizeof(Info) == 288,
              "course API Settings/State must keep the original layout");
static_assert(sizeof(Random_generator) == 8 && sizeof(Action) == 80 && sizeof(Player) == 392,
              "course API Player must keep the original layout");
#endif

namespace {

const char* const kProgram = "kibitz_course";

enum ExitCode { kOk = 0, kFailure = 1, kMalformed = 2, kRegistration = 3, kUsage = 64 };

// The registered players, in registration order. A function-local static: players register
// from static initialisers of other files, possibly before this file's statics exist.
vector<pair<string, Registry::Factory> >& registered()
{
  static vector<pair<string, Registry::Factory> > players;
  return players;
}

// The descriptors of the real stdin and stdout (the protocol channel). The player's own
// stdout goes to stderr, and its stdin is empty (/dev/null), so that neither cout nor
// cin in a player can break the protocol.
int protocolIn = -1;
int protocolFd = -1;

bool redirectStdio()
{
  if (protocolFd < 0) {
    fflush(stdout);
    protocolFd = dup(STDOUT_FILENO);
    if (protocolFd < 0)
      return false;
    if (dup2(STDERR_FILENO, STDOUT_FILENO) < 0) {
      // No usable stderr: the player's stdout output is lost rather than sent to Kibitz.
      FILE* sink = freopen("/dev/null", "w", stdout);
      (void)sink;
    }
  }
  if (protocolIn < 0) {
    protocolIn = dup(STDIN_FILENO);
    if (protocolIn < 0)
      return false;
    FILE* empty = freopen("/dev/null", "r", stdin);
    (void)empty;
  }
  return true;
}

// As early as possible, so that the player's static initialisers are covered too (main()
// tries again if this ran too late or failed).
const bool earlyRedirect = redirectStdio();

#if defined(__GNUC__)
#define KIBITZ_COURSE_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define KIBITZ_COURSE_PRINTF(f, a)
#endif

[[noreturn]] void fail(int code, const char* format, ...) KIBITZ_COURSE_PRINTF(2, 3);

[[noreturn]] void fail(int code, const char* format, ...)
{
  cout.flush();
  fflush(stdout);
  fprintf(stderr, "%s: ", kProgram);
  va_list args;
  va_start(args, format);
  vfprintf(stderr, format, args);
  va_end(args);
  fputc('\n', stderr);
  fflush(stderr);
  _exit(code);
}

// Whitespace-separated tokens from a file descriptor, with line numbers for errors. It reads
// only what it needs, so it never waits for input that belongs to a later round.
class TokenReader {
public:
  explicit TokenReader(int fd) : fd_(fd), pos_(0), len_(0), line_(1), tokenLine_(1), eof_(false) {}

  // The next token; false at the end of the input.
  bool next(string& token)
  {
    token.clear();
    int c;
    while ((c = get()) != -1 && isSpace(c))
      if (c == '\n')
        ++line_;
    if (c == -1)
      return false;
    tokenLine_ = line_;
    do {
      if (token.size() > 100000)
        fail(kMalformed, "malformed input at line %d: a token longer than 100000 characters", tokenLine_);
      token += char(c);
    } while ((c = get()) != -1 && !isSpace(c));
    if (c == '\n')
      ++line_;
    return true;
  }

  // The line of the token last returned.
  int line() const { return tokenLine_; }

private:
  static bool isSpace(int c) { return c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }

  int get()
  {
    if (pos_ == len_) {
      if (eof_)
        return -1;
      ssize_t n;
      do
        n = read(fd_, buffer_, sizeof buffer_);
      while (n < 0 && errno == EINTR);
      if (n < 0)
        fail(kFailure, "cannot read the standard input: %s", strerror(errno));
      if (n == 0) {
        eof_ = true;
        return -1;
      }
      pos_ = 0;
      len_ = size_t(n);
    }
    return (unsigned char)buffer_[pos_++];
  }

  int fd_;
  char buffer_[1 << 16];
  size_t pos_, len_;
  int line_, tokenLine_;
  bool eof_;
};

}  // namespace

// Fills the player's view from the protocol. A friend of the API classes (their data
// members are private, as in the original).
class Kibitz_course_driver {
public:
  explicit Kibitz_course_driver(Player* player) : p_(player), in_(protocolIn) {}

  // The match-start block; false when the input is empty (nothing to play).
  bool readSetup()
  {
    string version;
    if (!in_.next(version))
      return false;
    expect(version, "OrkIsland");
    word("1.0");
    static const char* const keys[14] = {"nb_players",  "rows",        "cols",      "nb_rounds",
                                         "initial_health", "nb_orks",  "cost_grass", "cost_forest",
                                         "cost_sand",   "cost_city",   "cost_path", "bonus_per_city_cell",
                                         "bonus_per_path_cell", "factor_connected_component"};
    int values[14];
    for (int k = 0; k < 14; ++k) {
      word(keys[k]);
      values[k] = integer(keys[k]);
    }
    Settings& s = *p_;
    s.nb_players_ = values[0];
    s.rows_ = values[1];
    s.cols_ = values[2];
    s.nb_rounds_ = values[3];
    s.initial_health_ = values[4];
    s.nb_orks_ = values[5];
    s.cost_[WATER] = 0;
    s.cost_[GRASS] = values[6];
    s.cost_[FOREST] = values[7];
    s.cost_[SAND] = values[8];
    s.cost_[CITY] = values[9];
    s.cost_[PATH] = values[10];
    s.bonus_per_city_cell_ = values[11];
    s.bonus_per_path_cell_ = values[12];
    s.factor_connected_component_ = values[13];
    if (s.nb_players_ < 1 || s.nb_players_ > 100)
      malformed("nb_players must be 1..100, got %d", s.nb_players_);
    if (s.rows_ < 1 || s.cols_ < 1 || s.rows_ > 10000 || s.cols_ > 10000)
      malformed("rows and cols must be 1..10000, got %d x %d", s.rows_, s.cols_);
    if (s.nb_orks_ < 0 || (long long)s.nb_orks_ * s.nb_players_ > 10000000)
      malformed("nb_orks must be 0..%d, got %d", 10000000 / s.nb_players_, s.nb_orks_);

    word("names");
    string name;  // the names are not part of the course API
    for (int pl = 0; pl < s.nb_players_; ++pl)
      if (!in_.next(name))
        malformed("the input ends in the names line: expected %d names", s.nb_players_);
    word("me");
    const int me = integer("me");
    if (me < 0 || me >= s.nb_players_)
      malformed("me must be 0..%d, got %d", s.nb_players_ - 1, me);
    p_->me_ = me;
    word("player_seed");
    p_->seed_(integer64("player_seed"));
    return true;
  }

  // One round's state block; false at the end of the input.
  bool readState()
  {
    const Settings& s = *p_;
    State& st = *p_;
    const int rows = s.rows_, cols = s.cols_;
    string t;
    if (!in_.next(t))
      return false;  // the match is over
    // Two column-label lines, then a row label and the row's cells for every row.
    token(t, "the second column-label line");
    st.grid_.assign(size_t(rows), vector<Cell>(size_t(cols)));
    for (int i = 0; i < rows; ++i) {
      token(t, "a row label");
      token(t, "a row of cells");
      if (int(t.size()) != cols)
        malformed("row %d has %d cells, expected %d", i, int(t.size()), cols);
      for (int j = 0; j < cols; ++j) {
        Cell& c = st.grid_[size_t(i)][size_t(j)];
        switch (t[size_t(j)]) {
        case 'W': c.type = WATER; break;
        case '.': c.type = GRASS; break;
        case 'F': c.type = FOREST; break;
        case 'S': c.type = SAND; break;
        case 'C': c.type = CITY; break;
        case 'P': c.type = PATH; break;
        default: malformed("row %d: '%c' is not a cell (W . F S C P)", i, t[size_t(j)]);
        }
      }
    }

    word("cities");
    const int nc = count("the number of cities", rows * cols);
    st.city_.assign(size_t(nc), State::City());
    for (int c = 0; c < nc; ++c) {
      readCells(st.city_[size_t(c)], "city");
      for (size_t k = 0; k < st.city_[size_t(c)].size(); ++k) {
        const Pos& q = st.city_[size_t(c)][k];
        st.grid_[size_t(q.i)][size_t(q.j)].city_id = c;
      }
    }

    word("paths");
    const int np = count("the number of paths", rows * cols);
    st.path_.assign(size_t(np), State::Path());
    for (int k = 0; k < np; ++k) {
      State::Path& path = st.path_[size_t(k)];
      path.first.first = integer("a path's origin city");
      path.first.second = integer("a path's destination city");
      if (path.first.first < 0 || path.first.first >= nc || path.first.second < 0 || path.first.second >= nc)
        malformed("path %d joins cities %d and %d; there are %d cities", k, path.first.first, path.first.second, nc);
      readCells(path.second, "path");
      for (size_t m = 0; m < path.second.size(); ++m) {
        const Pos& q = path.second[m];
        st.grid_[size_t(q.i)][size_t(q.j)].path_id = k;
      }
    }

    const int players = s.nb_players_;
    word("round");
    st.round_ = integer("the round");
    word("total_score");
    st.total_score_.assign(size_t(players), 0);
    for (int pl = 0; pl < players; ++pl) {
      // Kibitz keeps 64-bit scores; the course API has int: saturate.
      const long long v = integer64("a total score");
      st.total_score_[size_t(pl)] = v > INT_MAX ? INT_MAX : v < INT_MIN ? INT_MIN : int(v);
    }
    word("status");
    st.cpu_status_.assign(size_t(players), 0.0);
    for (int pl = 0; pl < players; ++pl)
      st.cpu_status_[size_t(pl)] = real("a status");

    word("city_owners");
    st.city_owner_.assign(size_t(nc), -1);
    for (int c = 0; c < nc; ++c)
      st.city_owner_[size_t(c)] = owner("a city owner", true);
    word("path_owners");
    st.path_owner_.assign(size_t(np), -1);
    for (int k = 0; k < np; ++k)
      st.path_owner_[size_t(k)] = owner("a path owner", true);

    word("units");
    const int nu = players * s.nb_orks_;
    st.unit_.assign(size_t(nu), Unit());
    st.orks_.assign(size_t(players), vector<int>());
    for (int id = 0; id < nu; ++id) {
      Unit& u = st.unit_[size_t(id)];
      u.id = id;
      u.player = owner("a unit's owner", false);
      u.pos = position("unit");
      u.health = integer("a unit's health");
      Cell& c = st.grid_[size_t(u.pos.i)][size_t(u.pos.j)];
      if (c.unit_id != -1)
        malformed("units %d and %d stand on the same cell (%d, %d)", c.unit_id, id, u.pos.i, u.pos.j);
      c.unit_id = id;
      st.orks_[size_t(u.player)].push_back(id);  // ids ascend, so every list is sorted
    }
    return true;
  }

  // Empties the Action for a new round.
  void resetAction()
  {
    Action& a = *p_;
    a.q_ = 0;
    a.u_.clear();
    a.v_.clear();
    kibitz_course::requested().clear();
  }

  // The answer to this round: the execute() calls, then -1.
  string reply() const
  {
    const Action& a = *p_;
    const vector<Command>& calls = kibitz_course::requested();
    // Normally every call went through this layer's execute(). A prebuilt object may carry
    // (and the linker may pick) the original's inline execute(), which does not record its
    // calls: then the accepted commands are all there is (it aborts at call 1001 and printed
    // its own duplicate warnings).
    const size_t expected = size_t(a.q_ > 1000 ? 1001 : a.q_);
    const vector<Command>& sent = calls.size() == expected ? calls : a.v_;
    string out;
    out.reserve(sent.size() * 8 + 4);
    char line[32];
    for (size_t k = 0; k < sent.size(); ++k) {
      const int dir = int(sent[k].dir);
      // Directions outside 0..4 have no letter: 'x' is filtered by the engine as invalid.
      const char letter = dir >= 0 && dir <= 4 ? "brtln"[dir] : 'x';
      snprintf(line, sizeof line, "%d %c\n", sent[k].id, letter);
      out += line;
    }
    out += "-1\n";
    return out;
  }

  int round() const { return p_->round_; }

private:
  [[noreturn]] void malformed(const char* format, ...) KIBITZ_COURSE_PRINTF(2, 3)
  {
    char text[512];
    va_list args;
    va_start(args, format);
    vsnprintf(text, sizeof text, format, args);
    va_end(args);
    fail(kMalformed, "malformed input at line %d: %s", in_.line(), text);
  }

  void token(string& t, const char* what)
  {
    if (!in_.next(t))
      malformed("the input ends where %s was expected", what);
  }

  void expect(const string& t, const char* expected)
  {
    if (t != expected)
      malformed("expected '%s', got '%.60s'", expected, t.c_str());
  }

  void word(const char* expected)
  {
    string t;
    if (!in_.next(t))
      malformed("the input ends where '%s' was expected", expected);
    expect(t, expected);
  }

  long long integer64(const char* what)
  {
    string t;
    token(t, what);
    errno = 0;
    char* end = 0;
    const long long v = strtoll(t.c_str(), &end, 10);
    if (t.empty() || *end != '\0' || errno == ERANGE)
      malformed("expected %s (an integer), got '%.60s'", what, t.c_str());
    return v;
  }

  int integer(const char* what)
  {
    const long long v = integer64(what);
    if (v < INT_MIN || v > INT_MAX)
      malformed("%s is out of range: %lld", what, v);
    return int(v);
  }

  double real(const char* what)
  {
    string t;
    token(t, what);
    char* end = 0;
    const double v = strtod(t.c_str(), &end);
    if (t.empty() || *end != '\0')
      malformed("expected %s (a number), got '%.60s'", what, t.c_str());
    return v;
  }

  int count(const char* what, int maximum)
  {
    const int n = integer(what);
    if (n < 0 || n > maximum)
      malformed("%s must be 0..%d, got %d", what, maximum, n);
    return n;
  }

  // A player id, or -1 when `none` is allowed.
  int owner(const char* what, bool none)
  {
    const int pl = integer(what);
    if (pl < (none ? -1 : 0) || pl >= p_->nb_players_)
      malformed("%s must be %d..%d, got %d", what, none ? -1 : 0, p_->nb_players_ - 1, pl);
    return pl;
  }

  Pos position(const char* what)
  {
    const int i = integer("a row");
    const int j = integer("a column");
    if (i < 0 || i >= p_->rows_ || j < 0 || j >= p_->cols_)
      malformed("%s position (%d, %d) is outside the %d x %d board", what, i, j, p_->rows_, p_->cols_);
    return Pos(i, j);
  }

  // "size" then size lines "i j".
  void readCells(vector<Pos>& cells, const char* what)
  {
    const int n = count("a number of cells", p_->rows_ * p_->cols_);
    cells.resize(size_t(n));
    for (int k = 0; k < n; ++k)
      cells[size_t(k)] = position(what);
  }

  Player* p_;
  TokenReader in_;
};

int Registry::Register(const char* name, Factory factory)
{
  registered().push_back(make_pair(string(name ? name : ""), factory));
  return int(registered().size());
}

namespace {

// Makes sure the linker can take this layer's execute() for a prebuilt object's calls
// too (GNU ld keeps the first copy of an inline function in link order).
void (Action::*volatile keepExecute)(Command) = &Action::execute;

void writeAll(const string& text)
{
  const char* data = text.data();
  size_t left = text.size();
  while (left > 0) {
    const ssize_t n = write(protocolFd, data, left);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      fail(kFailure, "cannot write to the standard output: %s", strerror(errno));
    data += n;
    left -= size_t(n);
  }
}

void flushPlayerOutput()
{
  cout.flush();
  fflush(stdout);
  cerr.flush();
  fflush(stderr);
}

string registeredNames()
{
  string names;
  for (size_t k = 0; k < registered().size(); ++k)
    names += (k ? ", " : "") + registered()[k].first;
  return names;
}

}  // namespace

int main(int argc, char** argv)
{
  (void)earlyRedirect;
  (void)keepExecute;
  if (!redirectStdio())
    fail(kFailure, "cannot duplicate the standard input or output: %s", strerror(errno));
  signal(SIGPIPE, SIG_IGN);  // a closed stdout is reported by write()

  bool printName = false;
  for (int k = 1; k < argc; ++k) {
    const string arg = argv[k];
    if (arg == "--player-name") {
      printName = true;
    } else if (arg == "--help" || arg == "-h") {
      writeAll(string("usage: ") + argv[0] + " [--player-name]\n"
               "Plays OrkIsland as a Kibitz external bot (protocol on stdin/stdout).\n"
               "--player-name  prints the registered player's name and exits\n");
      return kOk;
    } else {
      fail(kUsage, "unknown argument '%s' (try --help)", arg.c_str());
    }
  }

  if (registered().empty())
    fail(kRegistration, "no player is registered: the player file must define its class and end with "
                        "RegisterPlayer(PLAYER_NAME);");
  if (registered().size() > 1)
    fail(kRegistration, "%d players are registered (%s): link exactly one player file",
         int(registered().size()), registeredNames().c_str());
  if (printName) {
    writeAll(registered()[0].first + "\n");
    return kOk;
  }

  Player* player = registered()[0].second();
  if (!player)
    fail(kFailure, "the factory of player %s returned no object", registered()[0].first.c_str());
  Kibitz_course_driver driver(player);
  if (!driver.readSetup())
    return kOk;
  while (driver.readState()) {
    driver.resetAction();
    try {
      player->play();
    } catch (const std::exception& e) {
      flushPlayerOutput();
      fail(kFailure, "play() threw an exception in round %d: %s", driver.round(), e.what());
    } catch (...) {
      flushPlayerOutput();
      fail(kFailure, "play() threw an exception in round %d", driver.round());
    }
    flushPlayerOutput();
    writeAll(driver.reply());
  }
  flushPlayerOutput();
  return kOk;
}
