# A Kibitz replay of version 3 written as version 2: its events lose their data.
.version = 2 | .frames |= map(if .events then .events |= map(del(.data)) else . end)
