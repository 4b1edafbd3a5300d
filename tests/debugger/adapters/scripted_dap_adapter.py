#!/usr/bin/env python3
"""A debug adapter that debugs nothing: it answers the Debug Adapter Protocol as lldb-vscode
would for a bot stopped at one line, so that InteractiveDebugSession is tested without a
debugger. Usage: scripted_dap_adapter.py MODE LOG
  MODE stop: 0.3 s after configurationDone the bot "stops" (threadId 7); continue lets it
             run and 0.2 s later it "exits".
  MODE die:  0.3 s after configurationDone the adapter exits with code 3.
  MODE quiet: nothing happens until the client disconnects.
LOG gets one line per setBreakpoints: "PATH LINE,LINE,...", written before the answer."""

import json
import sys
import threading
import time

mode, log_path = sys.argv[1], sys.argv[2]
out_lock = threading.Lock()
seq = 0


def send(message):
    global seq
    with out_lock:
        seq += 1
        message["seq"] = seq
        body = json.dumps(message).encode()
        sys.stdout.buffer.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        sys.stdout.buffer.flush()


def respond(request, body=None, success=True):
    send({"type": "response", "request_seq": request["seq"], "command": request["command"],
          "success": success, "body": body or {}})


def event(name, body=None):
    send({"type": "event", "event": name, "body": body or {}})


def later(seconds, action):
    timer = threading.Timer(seconds, action)
    timer.daemon = True
    timer.start()


def die():
    sys.stderr.write("the scripted adapter gave up\n")
    sys.stderr.flush()
    sys.stdout.flush()
    import os
    os._exit(3)


def read_message():
    length = None
    while True:
        line = sys.stdin.buffer.readline()
        if not line:
            return None
        line = line.strip()
        if not line:
            break
        name, _, value = line.partition(b":")
        if name.lower() == b"content-length":
            length = int(value)
    return json.loads(sys.stdin.buffer.read(length))


attach = None
while True:
    request = read_message()
    if request is None:
        break
    command = request.get("command")
    arguments = request.get("arguments", {})
    if command == "initialize":
        respond(request, {"exceptionBreakpointFilters": []})
    elif command == "attach":
        attach = request  # answered after configurationDone, as debugpy does
        event("initialized")
    elif command == "setBreakpoints":
        lines = [b["line"] for b in arguments.get("breakpoints", [])]
        with open(log_path, "a") as log:
            log.write("%s %s\n" % (arguments["source"]["path"], ",".join(map(str, lines))))
        respond(request, {"breakpoints": [{"verified": True, "line": line} for line in lines]})
    elif command == "configurationDone":
        respond(request)
        respond(attach)
        if mode == "stop":
            later(0.3, lambda: event("stopped", {"reason": "breakpoint", "threadId": 7}))
        elif mode == "die":
            later(0.3, die)
    elif command == "stackTrace":
        respond(request, {"stackFrames": [
            {"id": 1, "name": "decide", "source": {"path": "/bot/bot.cpp"}, "line": 12},
            {"id": 2, "name": "main", "source": {"path": "/bot/bot.cpp"}, "line": 40}]})
    elif command == "scopes":
        respond(request, {"scopes": [{"name": "Locals", "variablesReference": 5, "presentationHint": "locals"}]})
    elif command == "variables":
        respond(request, {"variables": [{"name": "x", "value": "42", "variablesReference": 0}]})
    elif command == "evaluate":
        respond(request, {"result": "43" if arguments["expression"] == "x + 1" else "?"})
    elif command == "continue":
        respond(request)
        later(0.2, lambda: (event("exited", {"exitCode": 0}), event("terminated")))
    elif command == "disconnect":
        respond(request)
        break
    else:
        respond(request, success=False)
