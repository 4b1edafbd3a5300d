# A Kibitz replay whose seat 0 was profiled: every exchange of that seat gets a small profile
# (docs/replay-format.md, "Profiles") and its functions their places, so that the fuzzer
# starts from valid ones.
.players[0].profiler = "perf"
| .players[0].profileSources = {"think_hard": ["/src/bot.cpp", 4], "main": ["/src/bot.cpp", 9]}
| .frames |= map(if .io then .io |= map(if .player == 0 then .profile = {"samples": 3, "folded": [["main;play;think_hard", 2], ["main", 1]]} else . end) else . end)
