// Kibitz compatibility layer for course OrkIsland players (docs/games/orkisland.md §20):
// optimised copies of the small functions a prebuilt player calls.
//
// A prebuilt course object (AIDummy.o.Linux64) was compiled without optimisation, and it
// carries its own copies of every inline function it calls (the API's State::cell,
// Settings::pos_ok, Pos::operator+, and std::vector's and its iterators' members) as weak
// definitions. The linker keeps the first definition of each it meets, and this file is
// linked before the player's object: so the player calls the copies compiled here, with
// optimisation, instead of its own. They are the same functions (the API's headers and the
// standard library's), so the player plays exactly as before, in about half the time.
// Nothing here is called by Kibitz; a player compiled from source has its own copies.
#include "Player.hh"

#include <set>
#include <utility>
#include <vector>

// The members of the containers the API hands out that players call in their loops.
#define KIBITZ_COURSE_VECTOR_MEMBERS(T)                                                                   \
  template std::vector<T>::size_type std::vector<T>::size() const;                                       \
  template bool std::vector<T>::empty() const;                                                           \
  template std::vector<T>::reference std::vector<T>::operator[](std::vector<T>::size_type);              \
  template std::vector<T>::const_reference std::vector<T>::operator[](std::vector<T>::size_type) const;  \
  template std::vector<T>::iterator std::vector<T>::begin();                                             \
  template std::vector<T>::const_iterator std::vector<T>::begin() const;                                 \
  template std::vector<T>::iterator std::vector<T>::end();                                               \
  template std::vector<T>::const_iterator std::vector<T>::end() const;                                   \
  template std::vector<T>::reference std::vector<T>::back();                                             \
  template std::vector<T>::reference std::vector<T>::front();                                            \
  template void std::vector<T>::push_back(const T&);                                                     \
  template std::vector<T>::vector(const std::vector<T>&);                                                \
  template std::vector<T>::~vector();
KIBITZ_COURSE_VECTOR_MEMBERS(int)
KIBITZ_COURSE_VECTOR_MEMBERS(Pos)
KIBITZ_COURSE_VECTOR_MEMBERS(Cell)
KIBITZ_COURSE_VECTOR_MEMBERS(Unit)
KIBITZ_COURSE_VECTOR_MEMBERS(std::vector<Cell>)
KIBITZ_COURSE_VECTOR_MEMBERS(std::vector<int>)
#undef KIBITZ_COURSE_VECTOR_MEMBERS
template class __gnu_cxx::__normal_iterator<const Pos*, std::vector<Pos> >;
template class __gnu_cxx::__normal_iterator<Pos*, std::vector<Pos> >;
template class __gnu_cxx::__normal_iterator<const int*, std::vector<int> >;
template class __gnu_cxx::__normal_iterator<int*, std::vector<int> >;
template bool __gnu_cxx::operator!=(const __gnu_cxx::__normal_iterator<const Pos*, std::vector<Pos> >&,
                                    const __gnu_cxx::__normal_iterator<const Pos*, std::vector<Pos> >&);
template bool __gnu_cxx::operator!=(const __gnu_cxx::__normal_iterator<Pos*, std::vector<Pos> >&,
                                    const __gnu_cxx::__normal_iterator<Pos*, std::vector<Pos> >&);
template bool __gnu_cxx::operator!=(const __gnu_cxx::__normal_iterator<int*, std::vector<int> >&,
                                    const __gnu_cxx::__normal_iterator<int*, std::vector<int> >&);
template void std::_Construct<Pos, const Pos&>(Pos*, const Pos&);
template const Pos& std::forward<const Pos&>(std::remove_reference<const Pos&>::type&);
template Pos* std::__addressof<Pos>(Pos&);

namespace {

// Taking a function's address makes the compiler emit its (weak) out-of-line copy.
template <typename F>
void keep(F f)
{
  static volatile F kept __attribute__((unused));
  kept = f;
}

__attribute__((used)) void keepApiFunctions()
{
  keep(static_cast<Cell (State::*)(int, int) const>(&State::cell));
  keep(static_cast<Cell (State::*)(Pos) const>(&State::cell));
  keep(&State::unit);
  keep(&State::city);
  keep(&State::path);
  keep(&State::city_owner);
  keep(&State::path_owner);
  keep(&State::nb_units);
  keep(&State::nb_cities);
  keep(&State::nb_paths);
  keep(&State::orks);
  keep(static_cast<bool (Settings::*)(int, int) const>(&Settings::pos_ok));
  keep(static_cast<bool (Settings::*)(Pos) const>(&Settings::pos_ok));
  keep(&Settings::rows);
  keep(&Settings::cols);
  keep(static_cast<int (Settings::*)(CellType) const>(&Settings::cost));
  keep(static_cast<Pos (Pos::*)(Dir) const>(&Pos::operator+));
  keep(static_cast<Pos& (Pos::*)(Dir)>(&Pos::operator+=));
  keep(&Action::execute);
  keep(&Player::me);
}

}  // namespace
