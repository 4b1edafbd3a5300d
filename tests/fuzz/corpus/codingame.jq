# A CodinGame replay of a Kibitz Fencing replay: a play turn is an intermediate frame
# (player 0's output) and a frame (player 1's output), a respawn turn one frame.
def reply($io; $p): ([$io[]? | select(.player == $p) | .output[0] // empty] | first) as $line
  | if $line == null then null else $line + "\n" end;
. as $r
| [.frames[1:][] | .io as $io
   | if ($io // []) | length > 0
     then [{v: "INTERMEDIATE_FRAME", o0: reply($io; 0), o1: null}, {v: "KEY_FRAME", o0: null, o1: reply($io; 1)}]
     else [{v: "KEY_FRAME respawn", o0: null, o1: null}] end]
| add as $turns
| {views: (["KEY_FRAME"] + [$turns[].v]),
   outputs: {"0": ([null] + [$turns[].o0]), "1": ([null] + [$turns[].o1])},
   agents: [{index: 0, name: $r.players[0].name}, {index: 1, name: $r.players[1].name}],
   tooltips: [],
   errors: {}}
+ (if ($r.result.returns | length) == 2 then {scores: {"0": $r.result.returns[0], "1": $r.result.returns[1]}} else {} end)
