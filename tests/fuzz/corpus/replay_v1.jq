# A Kibitz replay of version 3 written as version 1: no event data, the shared state back
# in every frame, an exchange's input written out instead of `inputSameAs` (when the
# exchange it names wrote its input out).
.version = 1 | .frames |= map(if .events then .events |= map(del(.data)) else . end)
| (.sharedState // {}) as $shared | del(.sharedState) | .frames |= map(.state += $shared)
| .frames |= map(if .io then .io |= (. as $io | map(
    if has("inputSameAs") and ($io[.inputSameAs] | has("input"))
    then del(.inputSameAs) + {input: $io[.inputSameAs].input} else . end)) else . end)
