#pragma once

#include <bit>
#include <cstdint>

namespace Kibitz::Rules {

// A set of player indices (0..63) as a bit mask: cheap to return from the hot turn loop.
class PlayerSet {
public:
  constexpr PlayerSet() = default;
  static constexpr PlayerSet only(int player) { return PlayerSet(uint64_t{1} << player); }
  static constexpr PlayerSet firstN(int count)
  {
    return PlayerSet(count >= 64 ? ~uint64_t{0} : (uint64_t{1} << count) - 1);
  }

  constexpr bool contains(int player) const { return (bits_ >> player) & 1u; }
  constexpr bool isEmpty() const { return bits_ == 0; }
  constexpr int size() const { return std::popcount(bits_); }
  constexpr void insert(int player) { bits_ |= uint64_t{1} << player; }
  constexpr void remove(int player) { bits_ &= ~(uint64_t{1} << player); }
  constexpr uint64_t bits() const { return bits_; }
  constexpr bool operator==(const PlayerSet&) const = default;

  // Iterates the players in ascending order.
  class Iterator {
  public:
    constexpr explicit Iterator(uint64_t bits) : bits_(bits) {}
    constexpr int operator*() const { return std::countr_zero(bits_); }
    constexpr Iterator& operator++() { bits_ &= bits_ - 1; return *this; }
    constexpr bool operator!=(const Iterator& other) const { return bits_ != other.bits_; }
  private:
    uint64_t bits_;
  };
  constexpr Iterator begin() const { return Iterator(bits_); }
  constexpr Iterator end() const { return Iterator(0); }

private:
  constexpr explicit PlayerSet(uint64_t bits) : bits_(bits) {}
  uint64_t bits_ = 0;
};

}  // namespace Kibitz::Rules
