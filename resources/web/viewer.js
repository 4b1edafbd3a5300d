// The page's player: unpacks the embedded replay, steps through it, draws the board (one
// script per game, registered in KibitzBoards), the chart, the timeline and the panels.
(function () {
  'use strict';
  const errors = [];
  const originalError = console.error;
  console.error = function (...args) { errors.push(args.map(String).join(' ')); originalError.apply(console, args); };
  window.addEventListener('error', (e) => errors.push(String(e.message)));
  window.addEventListener('unhandledrejection', (e) => errors.push(String(e.reason)));

  const $ = (id) => document.getElementById(id);
  const S = JSON.parse($('kibitz-strings').textContent);
  const META = JSON.parse($('kibitz-meta').textContent);
  const fill = (text, args) => text.replace(/%(\d)/g, (m, i) => String(args[Number(i) - 1]));
  // A key the table lacks is shown as its English (a game's word without its 'term:'
  // prefix) and reported: a board script asked for a word its game does not declare.
  // Once per key: a board asks again on every frame.
  const reported = new Set();
  const missing = (key) => {
    if (!reported.has(key)) { reported.add(key); errors.push('no word for ' + key); }
    return key.startsWith('term:') ? key.slice(5) : key;
  };
  const tr = (key, ...args) => fill(typeof S[key] === 'string' ? S[key] : missing(key), args);
  // A counted text ("%n flag(s)"): the table's form for one or for many (see html_strings.h).
  const trn = (key, n, ...args) => {
    const forms = S[key];
    const text = forms && typeof forms === 'object' ? (n === 1 ? forms.one : forms.other) : missing(key);
    return fill(text.replace(/%n/g, String(n)), args);
  };
  // The players' colours are the window's (Debugger::PlayerColors): one cycle, repeated.
  const PALETTE = META.playerColors;
  const colorOf = (p) => (p >= 0 ? PALETTE[p % PALETTE.length] : META.noPlayerColor);
  const SPEEDS = [0.25, 0.5, 1, 2, 4, 8, 16, 32, 64];

  let replay = null;
  let sources = [];  // the chart's choices, made once the replay is read
  let board = null;
  let turn = 0;
  let timer = null;
  let drawn = null;
  let pins = [];
  let rings = [];
  let options = {};

  // The embedded bytes are ReplayFile::serialize's gzip, as base64.
  async function unpack(text) {
    const binary = atob(text.trim());
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; ++i) bytes[i] = binary.charCodeAt(i);
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
    return JSON.parse(await new Response(stream).text());
  }

  // Frames store only what changes; sharedState is put back when a frame is shown.
  function stateAt(n) {
    return Object.assign({}, replay.sharedState || {}, replay.frames[n].state);
  }

  function el(tag, text, cls) {
    const e = document.createElement(tag);
    if (text !== undefined) e.textContent = text;
    if (cls) e.className = cls;
    return e;
  }

  function lastTurn() { return replay.frames.length - 1; }
  function notes() { return (replay.annotations || []).filter((a) => a.kind === 'note'); }

  function header() {
    const names = replay.players.map((p) => p.name).join(' – ');
    // The result in the page's language (written at export, as the window says it; a live
    // page gets it with the end event); the game's own English line is its detail, on hover.
    const waiting = META.live && !replay.result.text;
    $('subtitle').textContent = tr('%1 · %2 · %3', names, META.result || tr(waiting ? 'match in progress (live)' : 'no result'),
      (replay.createdAt || '').replace('T', ' ').replace('Z', ' UTC'));
    $('subtitle').title = replay.result.text || '';
    $('footer').textContent = tr('Kibitz replay format version %1, made by %2.', replay.version, replay.createdBy || '?');
  }

  function fillStatic() {
    const text = { 'turn-label': 'Turn', 'speed-label': 'Speed', 'metric-label': 'Chart', 'log-label': 'Logarithmic scale', 'players-title': 'Players',
      'events-title': 'Events', 'notes-title': 'Notes', 'marks-title': 'Bot marks', 'output-title': 'Bot output' };
    for (const id in text) $(id).textContent = tr(text[id]);
    const buttons = { first: 'First turn', back: 'Previous turn (Left)', play: 'Play or pause (Space)',
      forward: 'Next turn (Right)', last: 'Last turn' };
    for (const id in buttons) $(id).title = tr(buttons[id]);
    for (const s of SPEEDS) {
      const o = el('option', s + '×');
      o.value = String(s);
      if (s === 1) o.selected = true;
      $('speed').appendChild(o);
    }
    fillSources();
    fillLength();
    $('output-box').hidden = !META.withOutput;
    fillPlayers();
  }

  // What depends on the number of frames (a live match grows).
  function fillLength() {
    $('scrub').max = String(lastTurn());
    $('jump').max = String(lastTurn());
    $('turn-count').textContent = tr('of %1', lastTurn());
  }

  function fillPlayers() {
    const list = $('players');
    list.textContent = '';
    replay.players.forEach((p, i) => {
      const li = el('li');
      const sw = el('span', undefined, 'swatch');
      sw.style.background = colorOf(i);
      li.appendChild(sw);
      const score = replay.result.returns && replay.result.returns.length > i ? replay.result.returns[i] : null;
      li.appendChild(el('span', score === null ? p.name : tr('%1: %2', p.name, score)));
      li.appendChild(el('span', ' ' + p.bot, 'muted'));
      list.appendChild(li);
    });
  }

  // The chart's choices again (a live match's first reply times add one), keeping the choice.
  function fillSources() {
    const chosen = $('metric').value;
    sources = chartSources();
    $('metric').textContent = '';
    for (const source of sources) {
      const o = el('option', source.label);
      o.value = source.id;
      $('metric').appendChild(o);
    }
    if (sources.some((c) => c.id === chosen)) $('metric').value = chosen;
  }

  // A live page (META.live: served by kibitz-cli run --live or the window's Watch in
  // Browser) takes each frame from the Server-Sent Events of `events` as it is played, and
  // follows the newest one unless the viewer went back. A reconnecting EventSource sends
  // the last id it got, and the server resumes after it.
  let streamErrors = 0;
  function follow() {
    const source = new EventSource('events');
    let pending = false, following = true;
    // Counted for the headless tests' report: a stream that failed (and retries) says so.
    source.onerror = () => { streamErrors += 1; };
    const grown = () => {
      if (pending) return;
      pending = true;
      requestAnimationFrame(() => {
        pending = false;
        fillLength();
        fillSources();
        drawMarkers();
        show(following ? lastTurn() : turn);
      });
    };
    source.onmessage = (e) => {
      if (Number(e.lastEventId) !== replay.frames.length) return;  // a frame the page already has
      if (!pending) following = turn >= lastTurn();
      replay.frames.push(JSON.parse(e.data));
      grown();
    };
    // An arena worker's next match, at the same address: its page replaces this one.
    source.addEventListener('next', () => { source.close(); location.reload(); });
    source.addEventListener('end', (e) => {
      source.close();
      const end = JSON.parse(e.data);
      META.result = end.said || '';
      replay.result = { complete: end.complete, returns: end.returns, text: end.text };
      header();
      fillPlayers();
      if (!pending) following = turn >= lastTurn();
      grown();
      // After the last frame is drawn (the frame callbacks run in order).
      if (new URLSearchParams(location.search).get('test') === '1')
        requestAnimationFrame(() => writeTestReport(startedAt, performance.now()));
    });
  }

  function drawMarkers() {
    const c = $('markers');
    const g = c.getContext('2d');
    g.clearRect(0, 0, c.width, c.height);
    const n = Math.max(1, lastTurn());
    const x = (k) => 8 + (c.width - 16) * k / n;
    // A turn's marker takes the colour of its weightiest event, as the window's timeline.
    const kinds = META.events || {};
    replay.frames.forEach((f, k) => {
      let top = null;
      for (const e of f.events || []) {
        const kind = kinds[e.type] || { color: '#9aa3b0', rank: -1 };
        if (!top || kind.rank > top.rank) top = kind;
      }
      if (top) { g.fillStyle = top.color; g.fillRect(x(k) - 0.5, 8, 1, 6); }
    });
    for (const note of notes()) {
      g.fillStyle = '#e0b400';
      g.beginPath(); g.moveTo(x(note.turn) - 4, 0); g.lineTo(x(note.turn) + 4, 0); g.lineTo(x(note.turn), 7); g.fill();
    }
  }

  // What the chart can show, as the window's Charts panel: the game's metrics, each bot's
  // reply time against its limit, and the values each bot reported (`#kibitz value`).
  function chartSources() {
    const sources = replay.metrics.map((m, i) => {
      const label = (META.metricLabels || {})[m];
      return { id: 'm' + i, label: label ? tr('term:' + label) : m, lines: metricLines(i) };
    });
    const times = replyTimeLines();
    if (times.some((line) => line.points.length)) {
      sources.push({ id: 'time', label: tr('Reply time (ms)'), lines: times, limit: replyLimit() });
    }
    for (const v of META.values || []) {
      sources.push({ id: 'v' + v.seat, label: tr('Values reported by %1', replay.players[v.seat].name),
        lines: v.names.map((name, i) => ({ name, color: VALUE_COLORS[i % VALUE_COLORS.length], dash: [],
          points: v.points[i] })) });
    }
    return sources;
  }
  // A seat's values take colours of their own: the names of one bot, not players.
  const VALUE_COLORS = ['#3b6fb6', '#d9822b', '#3d9a5b', '#b5426b', '#7a5cc4', '#8a6d3b', '#4a9fb0', '#6b7280'];

  // One line per player; points are [turn, value].
  function metricLines(m) {
    return replay.players.map((p, pi) => ({ color: colorOf(pi), dash: [],
      points: replay.frames.flatMap((f, k) => { const v = (f.metrics[m] || [])[pi]; return v === undefined ? [] : [[k, v]]; }) }));
  }
  // A player's slowest reply of each turn (a turn may ask a bot more than once).
  function replyTimeLines() {
    // Built-in bots run inside the engine: their times are not the bot's, as in the window.
    return replay.players.flatMap((p, pi) => (String(p.bot || '').startsWith('builtin:') ? [] : [{ color: colorOf(pi), dash: [],
      points: replay.frames.flatMap((f, k) => {
        const times = (f.io || []).filter((io) => io.player === pi).map((io) => io.timeMs || 0);
        return times.length ? [[k, Math.max(...times)]] : [];
      }) }]));
  }
  function replyLimit() {
    let limit = 0;
    for (const f of replay.frames) for (const io of f.io || []) limit = Math.max(limit, io.limitMs || 0);
    return limit;
  }

  function drawChart() {
    const c = $('chart');
    const g = c.getContext('2d');
    g.clearRect(0, 0, c.width, c.height);
    const source = sources.find((s) => s.id === $('metric').value) || sources[0];
    if (!source) return;
    // On a log scale values at or below zero sit on the floor, 1/100000 of the largest.
    const log = $('log').checked;
    let lo = Infinity, hi = -Infinity;
    for (const line of source.lines) for (const [, v] of line.points) { lo = Math.min(lo, v); hi = Math.max(hi, v); }
    if (!isFinite(lo)) return;
    if (source.limit) { lo = Math.min(lo, 0); hi = Math.max(hi, source.limit); }
    const floor = log ? Math.max(hi, 1) / 1e5 : -Infinity;
    if (log) { lo = Math.log10(Math.max(lo, floor)); hi = Math.log10(Math.max(hi, floor)); }
    if (hi === lo) { hi += 1; lo -= 1; }
    const n = Math.max(1, lastTurn());
    const left = 50, right = c.width - 8, top = 8, bottom = c.height - 18;
    const x = (k) => left + (right - left) * k / n;
    const scaled = (v) => (log ? Math.log10(Math.max(v, floor)) : v);
    const y = (v) => bottom - (bottom - top) * (scaled(v) - lo) / (hi - lo);
    const label = (v) => String(+(log ? Math.pow(10, v) : v).toFixed(log ? 3 : 2));
    g.strokeStyle = '#dde1e6'; g.fillStyle = '#6b7280'; g.font = '11px system-ui, sans-serif';
    g.strokeRect(left, top, right - left, bottom - top);
    g.fillText(label(hi), 2, top + 8);
    g.fillText(label(lo), 2, bottom);
    g.fillText('0', left, c.height - 4);
    g.fillText(String(lastTurn()), right - 24, c.height - 4);
    if (source.limit) {
      g.strokeStyle = '#9aa3b0'; g.setLineDash([4, 3]); g.beginPath();
      g.moveTo(left, y(source.limit)); g.lineTo(right, y(source.limit)); g.stroke(); g.setLineDash([]);
      // Under the line when it runs along the top of the plot.
      const below = y(source.limit) - top < 14;
      g.fillText(tr('limit %1 ms', source.limit), left + 4, y(source.limit) + (below ? 12 : -3));
    }
    source.lines.forEach((line, i) => {
      g.strokeStyle = line.color; g.lineWidth = 1.5; g.setLineDash(line.dash); g.beginPath();
      line.points.forEach(([k, v], j) => (j ? g.lineTo(x(k), y(v)) : g.moveTo(x(k), y(v))));
      g.stroke(); g.setLineDash([]);
      if (line.name) { g.fillStyle = line.color; g.fillText(line.name, left + 6, top + 14 + 13 * i); }
    });
    g.strokeStyle = '#111'; g.lineWidth = 1; g.beginPath(); g.moveTo(x(turn), top); g.lineTo(x(turn), bottom); g.stroke();
  }

  function fillList(id, items, empty) {
    const ul = $(id);
    ul.textContent = '';
    if (!items.length) ul.appendChild(el('li', tr(empty), 'muted'));
    for (const item of items) ul.appendChild(item);
  }

  function panels(frame) {
    fillList('events', (frame.events || []).map((e) => {
      const kind = (META.events || {})[e.type];
      const li = el('li', kind ? tr('%1: %2', tr('term:' + kind.label), e.text) : e.text);
      if (e.player >= 0) { li.style.borderLeft = '3px solid ' + colorOf(e.player); li.style.paddingLeft = '4px'; }
      return li;
    }), 'No events on this turn.');
    const all = notes();
    fillList('notes', all.filter((n) => n.turn === turn).concat(all.filter((n) => n.turn !== turn)).map((n) => {
      const here = n.turn === turn;
      const li = el('li', tr('Turn %1, %2: %3', n.turn, typeof S[n.category] === 'string' ? S[n.category] : String(n.category), n.text), here ? 'note' : 'note other');
      if (here) li.style.borderLeftColor = (META.noteColors || {})[n.category] || '';
      if (n.anchor) li.appendChild(el('span', ' ' + n.anchor, 'muted'));
      if (!here) li.onclick = () => show(n.turn);
      return li;
    }), 'No notes.');
    const marks = [];
    for (const io of frame.io || []) for (const mk of io.marks || []) {
      const li = el('li', [mk.kind, mk.at, mk.to, mk.text, mk.color].filter((v) => v !== undefined).join(' '));
      li.style.borderLeft = '3px solid ' + colorOf(io.player); li.style.paddingLeft = '4px';
      marks.push(li);
    }
    fillList('marks', marks, 'No marks on this turn.');
    if (META.withOutput) {
      $('output').textContent = (frame.io || []).map((io) => tr('%1 (%2 ms, %3):', replay.players[io.player].name, io.timeMs, io.status)
        + '\n' + (io.output || []).join('\n') + (io.stderr ? '\n' + tr('stderr:') + '\n' + io.stderr : '')).join('\n\n') || tr('No bot output on this turn.');
    }
  }

  // Marks drawn where the board says their anchors are.
  function drawMarks(g, frame) {
    if (!board.anchor) return;
    for (const io of frame.io || []) for (const mk of io.marks || []) {
      const a = mk.at && board.anchor(mk.at), b = mk.to && board.anchor(mk.to);
      if (!a) continue;
      g.save();
      g.strokeStyle = g.fillStyle = mk.color || colorOf(io.player);
      if (mk.kind === 'color') { g.globalAlpha = 0.45; g.fillRect(a[0] - a[2] / 2, a[1] - a[2] / 2, a[2], a[2]); }
      if (mk.kind === 'line' && b) { g.lineWidth = 2; g.beginPath(); g.moveTo(a[0], a[1]); g.lineTo(b[0], b[1]); g.stroke(); }
      if (mk.kind === 'text') { g.fillStyle = '#000'; g.font = '11px system-ui, sans-serif'; g.fillText(mk.text || '', a[0] + 3, a[1] - 3); }
      g.restore();
    }
  }

  // This turn's events where the rules gave them a place (docs/bot-marks.md's anchors) and
  // the board knows it: a ring in the event's timeline colour over a dark halo, as the
  // window's Events panel draws it. Events of older replays have no place: no ring.
  function drawEventRings(g, frame) {
    const drawnRings = [];
    if (!board.anchor) return drawnRings;
    for (const e of frame.events || []) {
      const at = typeof e.place === 'string' && e.place && board.anchor(e.place);
      if (!at) continue;
      const [x, y] = at, r = 12;
      g.save();
      g.strokeStyle = 'rgba(0, 0, 0, 0.78)'; g.lineWidth = 6;
      g.beginPath(); g.arc(x, y, r, 0, 2 * Math.PI); g.stroke();
      g.strokeStyle = ((META.events || {})[e.type] || {}).color || '#9aa3b0'; g.lineWidth = 3;
      g.beginPath(); g.arc(x, y, r, 0, 2 * Math.PI); g.stroke();
      g.restore();
      drawnRings.push([e.place, Math.round(x), Math.round(y)]);
    }
    return drawnRings;
  }

  // This turn's notes with an anchor the board knows: a flag on a pole planted there, in
  // the note category's colour (as the window draws them). Returns what was planted.
  function drawNotePins(g) {
    const pins = [];
    if (!board.anchor) return pins;
    for (const note of notes()) {
      const at = note.turn === turn && note.anchor && board.anchor(note.anchor);
      if (!at) continue;
      const [x, y] = at, top = y < 40 ? y + 34 : y - 34;
      g.save();
      g.strokeStyle = '#fff'; g.lineWidth = 2;
      g.beginPath(); g.moveTo(x, y); g.lineTo(x, top); g.stroke();
      g.fillStyle = (META.noteColors || {})[note.category] || '#e0b400'; g.lineWidth = 1;
      g.beginPath(); g.moveTo(x, top); g.lineTo(x + 18, top + 6); g.lineTo(x, top + 12); g.closePath(); g.fill(); g.stroke();
      g.beginPath(); g.arc(x, y, 4, 0, 2 * Math.PI); g.fill(); g.stroke();
      g.restore();
      pins.push([note.anchor, Math.round(x), Math.round(y)]);
    }
    return pins;
  }

  function show(n) {
    turn = Math.max(0, Math.min(lastTurn(), Number(n) || 0));
    const frame = replay.frames[turn];
    const canvas = $('board');
    const g = canvas.getContext('2d');
    g.clearRect(0, 0, canvas.width, canvas.height);
    drawn = board.draw(g, canvas, { state: stateAt(turn), frame, turn, replay, colorOf, tr, trn, options, constants: META.constants || {} });
    rings = drawEventRings(g, frame);
    drawMarks(g, frame);
    pins = drawNotePins(g);
    $('scrub').value = String(turn);
    $('jump').value = String(turn);
    drawChart();
    panels(frame);
  }

  function stop() { if (timer) clearInterval(timer); timer = null; $('play').textContent = '▶'; }
  function play() {
    if (timer) return stop();
    if (turn >= lastTurn()) show(0);
    $('play').textContent = '||';
    timer = setInterval(() => { if (turn >= lastTurn()) stop(); else show(turn + 1); }, 500 / Number($('speed').value));
  }

  function wire() {
    $('first').onclick = () => show(0);
    $('back').onclick = () => show(turn - 1);
    $('forward').onclick = () => show(turn + 1);
    $('last').onclick = () => show(lastTurn());
    $('play').onclick = play;
    $('scrub').oninput = () => show($('scrub').value);
    $('jump').onchange = () => show($('jump').value);
    $('metric').onchange = drawChart;
    $('log').onchange = drawChart;
    // What is under the pointer, in the board's words (the desktop board's tooltips).
    $('board').onmousemove = (e) => {
      const r = $('board').getBoundingClientRect();
      $('board').title = describeAt([(e.clientX - r.left) * $('board').width / r.width,
        (e.clientY - r.top) * $('board').height / r.height]);
    };
    $('speed').onchange = () => { if (timer) { stop(); play(); } };
    document.addEventListener('keydown', (e) => {
      if (e.target && e.target.tagName === 'INPUT' && e.target.type === 'number') return;
      const keys = { ArrowLeft: () => show(turn - 1), ArrowRight: () => show(turn + 1), Home: () => show(0),
        End: () => show(lastTurn()), ' ': play };
      if (keys[e.key]) { e.preventDefault(); keys[e.key](); }
    });
  }

  // The board's words for a point of the canvas (its tooltip), '' where it has none.
  function describeAt([x, y]) {
    return board && board.describe && isFinite(x) && isFinite(y) ? board.describe(x, y, tr, trn) || '' : '';
  }

  // ?turn=N&test=1: show turn N and write what was drawn into the page, for headless tests.
  // firstFrameMs: from the start of navigation to the first frame drawn.
  function writeTestReport(started, firstFrame) {
    const old = $('kibitz-test');
    if (old) old.remove();  // a live page writes it again at the end event
    const pre = el('pre', JSON.stringify({ header: $('title').textContent, subtitle: $('subtitle').textContent,
      turn, game: replay && replay.game, drawn, errors,
      live: META.live ? { frames: replay ? replay.frames.length : 0, ended: !!(replay && replay.result.text), streamErrors } : null, scriptMs: firstFrame - started, firstFrameMs: firstFrame,
      swatches: [...$('players').querySelectorAll('.swatch')].map((sw) => getComputedStyle(sw).backgroundColor),
      notes: replay ? notes().filter((n) => n.turn === turn).map((n) => n.text) : [], pins, rings,
      events: replay && (replay.frames[turn].events || []).length ? [...$('events').children].map((li) => li.textContent) : [],
      output: META.withOutput ? $('output').textContent : null,
      hover: describeAt((new URLSearchParams(location.search).get('hover') || '').split(',').map(Number)),
      marks: replay ? (replay.frames[turn].io || []).reduce((k, io) => k + (io.marks || []).length, 0) : 0,
      charts: sources.map((c) => ({ id: c.id, label: c.label, limit: c.limit || 0,
        lines: c.lines.map((l) => ({ name: l.name || '', color: l.color, points: l.points })) })) }));
    pre.id = 'kibitz-test';
    document.body.appendChild(pre);
  }

  let startedAt = 0;
  async function start() {
    const started = startedAt = performance.now();
    const params = new URLSearchParams(location.search);
    try {
      replay = await unpack($('kibitz-replay').textContent);
      // A game played by its own referee ("extern", "extern:NAME") has one board for all.
      board = window.KibitzBoards[replay.game] || (/^extern(:|$)/.test(replay.game) ? window.KibitzBoards.extern : undefined);
      if (!board) throw new Error(tr('This page cannot draw the game %1.', replay.game));
      options = board.options ? board.options(replay, $('controls'), () => show(turn), tr, trn) : {};
      header();
      fillStatic();
      drawMarkers();
      wire();
      // ?chart=time (or m0, v1...): the chart shown first, for links and screenshots.
      if (sources.some((c) => c.id === params.get('chart'))) $('metric').value = params.get('chart');
      $('log').checked = params.get('log') === '1';
      show(params.has('turn') ? params.get('turn') : 0);
      if (META.live) follow();
      // Tests step with the keyboard as a person would: ?keys=ArrowRight,ArrowRight,End...
      for (const key of (params.get('test') === '1' && params.get('keys') || '').split(',').filter(Boolean))
        document.dispatchEvent(new KeyboardEvent('keydown', { key: key === 'Space' ? ' ' : key }));
    } catch (e) {
      errors.push(String(e && e.message || e));
      $('subtitle').textContent = tr('The replay in this page cannot be shown: %1', String(e && e.message || e));
    }
    if (params.get('test') === '1') writeTestReport(started, performance.now());
  }

  window.kibitzView = { drawn: () => drawn, show, turn: () => turn, errors: () => errors.slice(), describe: (x, y) => describeAt([x, y]) };
  start();
})();
