# A Kibitz replay whose seat 0 was profiled: every exchange of that seat gets a small profile
# (docs/replay-format.md, "Profiles"), so that the fuzzer starts from valid ones.
.players[0].profiler = "perf"
| .frames |= map(if .io then .io |= map(if .player == 0 then .profile = {"samples": 3, "folded": [["main;play;think_hard", 2], ["main", 1]]} else . end) else . end)
