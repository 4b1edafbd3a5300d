"""A race bot for brutal_race.py and brutal_untidy.py: always STEP k (default 2).
--garbage replies nonsense; --crash exits at its second reply; --sleep sleeps 3 s."""
import sys
import time

step = sys.argv[sys.argv.index("--step") + 1] if "--step" in sys.argv else "2"
replies = 0
for line in sys.stdin:
    if line.startswith("id "):
        continue  # the untidy referee's own start data
    replies += 1
    if "--crash" in sys.argv and replies == 2:
        sys.exit(3)
    if "--sleep" in sys.argv and replies == 2:
        time.sleep(3)
    print("NONSENSE" if "--garbage" in sys.argv else "STEP " + step, flush=True)
