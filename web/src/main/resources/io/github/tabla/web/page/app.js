// The reference web board of Tabla: plain JavaScript, no build step. The server keeps no state: every
// request sends the match document of the last answer (see the package documentation of io.github.tabla.web).
'use strict';

const S = {
  lang: 'en', texts: {}, games: [], game: null, mode: 'robot', level: null, flip: false,
  state: null, selected: null, cursor: null, busy: false, thinkingId: null, seenFinished: 0, shownRound: 0
};
const $ = (id) => document.getElementById(id);

// On a right-to-left page each argument of a text (a name, a move, a number) is wrapped in the Unicode isolates
// FSI and PDI, as the server does for its own texts, so that it keeps its place in the sentence.
const rightToLeft = () => S.lang === 'he';
const isolated = (a) => (rightToLeft() ? '\u2068' + String(a) + '\u2069' : String(a));

// A text with {0}, {1}, ... filled in, in one pass: an argument that itself holds "{1}" stays as it is.
function t(key, ...args) {
  const s = S.texts[key] !== undefined ? S.texts[key] : key;
  return s.replace(/\{(\d+)\}/g, (whole, i) => (Number(i) < args.length ? isolated(args[Number(i)]) : whole));
}

async function call(method, path, body) {
  const init = { method, headers: {} };
  if (body !== undefined) {
    init.headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  let response;
  try {
    response = await fetch(path, init);
  } catch (e) {
    return { status: 0, doc: { kind: 'problem', detail: t('error.server', e.message) } };
  }
  let doc;
  try {
    doc = await response.json();
  } catch (e) {
    doc = { kind: 'problem', detail: t('error.server', response.status) };
  }
  return { status: response.status, doc };
}

function request(extra) {
  return Object.assign({ game: S.game.id, lang: S.lang, flip: S.flip, match: S.state ? S.state.match : undefined },
    extra || {});
}

// ------------------------------------------------------------------------------------------ texts and games

async function setLanguage(lang) {
  S.lang = lang;
  const answer = await call('GET', '/api/texts?lang=' + encodeURIComponent(lang));
  S.texts = answer.doc.texts || {};
  document.documentElement.lang = lang;
  document.documentElement.dir = rightToLeft() ? 'rtl' : 'ltr';
  document.querySelectorAll('[data-text]').forEach((el) => { el.textContent = t(el.dataset.text); });
  $('board').setAttribute('aria-label', t('board'));
  document.title = t('title');
  const games = await call('GET', '/api/games?lang=' + encodeURIComponent(lang));
  S.games = games.doc.games || [];
  fillFamilies();
  if (S.state) {
    await refresh();
  }
}

function fillFamilies() {
  const family = $('family');
  const chosen = family.value || (S.game && S.game.family);
  family.innerHTML = '';
  // by their names in the page's language, in its alphabetical order
  const order = new Intl.Collator(S.lang);
  const families = [...new Set(S.games.map((g) => g.family))];
  families.sort((a, b) => order.compare(t('game.' + a), t('game.' + b)));
  families.forEach((f) => {
    const o = document.createElement('option');
    o.value = f;
    o.textContent = t('game.' + f);
    family.appendChild(o);
  });
  if (chosen) {
    family.value = chosen;
  }
  fillVariants();
}

function fillVariants() {
  const variant = $('variant');
  const chosen = variant.value;
  variant.innerHTML = '';
  S.games.filter((g) => g.family === $('family').value).forEach((g) => {
    const o = document.createElement('option');
    o.value = g.id;
    o.textContent = t('variant.' + g.variant);
    variant.appendChild(o);
  });
  if ([...variant.options].some((o) => o.value === chosen)) {
    variant.value = chosen;
  }
  fillLevels();
}

function chosenGame() {
  return S.games.find((g) => g.id === $('variant').value) || S.games[0];
}

function fillLevels() {
  const level = $('level');
  const chosen = level.value;
  const game = chosenGame();
  level.innerHTML = '';
  (game ? game.levels : []).forEach((l) => {
    const o = document.createElement('option');
    o.value = l.id;
    o.textContent = l.name;
    level.appendChild(o);
  });
  if ([...level.options].some((o) => o.value === chosen)) {
    level.value = chosen;
  } else if (game) {
    level.value = game.levels.length > 2 ? game.levels[2].id : game.levels[0].id;
  }
}

// ------------------------------------------------------------------------------------------ a match

async function startMatch() {
  S.game = chosenGame();
  S.mode = document.querySelector('input[name=mode]:checked').value;
  S.level = $('level').value;
  S.state = null;
  S.seenFinished = 0;
  const first = $('name').value.trim() || t('name.default');
  const second = S.mode === 'robot' ? t('robot') : ($('second').value.trim() || t('name.second'));
  const answer = await call('POST', '/api/new', request({ first, second }));
  if (answer.status !== 200) {
    say(answer.doc.detail || answer.doc.text);
    return;
  }
  $('setup').hidden = true;
  $('play').hidden = false;
  show(answer.doc);
  $('board').focus();
  robotIfItsTurn();
}

function robotSeat() {
  return S.mode === 'robot' ? 'second' : null;
}

function robotToMove() {
  const s = S.state;
  return s && !s.matchOver && s.toMove && s.toMove.seat === robotSeat();
}

async function refresh() {
  const answer = await call('POST', '/api/state', request());
  if (answer.status === 200) {
    show(answer.doc);
  }
}

function show(state) {
  S.state = state;
  S.selected = null;
  $('board').innerHTML = state.board;
  $('choices').hidden = true;
  const position = state.position;
  const match = state.match;
  $('round').textContent = t('round', state.round, match.rounds.length > 0 ? Math.max(state.round, S.game.rounds)
    : S.game.rounds);
  const players = $('players');
  players.innerHTML = '';
  match.players.forEach((name, i) => {
    const seat = i === 0 ? 'first' : 'second';
    const side = state.sides[seat];
    const li = document.createElement('li');
    const standing = match.standings.find((x) => x.player === name);
    li.textContent = isolated(name) + ' (' + t(side) + ') — ' + position.score[side]
      + (S.game.rounds > 1 && standing ? ' · ' + t('match.points', standing.points) : '');
    li.className = state.toMove && state.toMove.seat === seat ? 'to-move' : '';
    players.appendChild(li);
  });
  if (state.matchOver) {
    $('status').textContent = match.outcome ? match.outcome.text : t('match.over');
  } else if (state.toMove) {
    $('status').textContent = t('turn', state.toMove.name, t(state.toMove.side));
  }
  const notes = $('notes');
  notes.innerHTML = '';
  (position.notes || []).forEach((n) => {
    const p = document.createElement('p');
    p.textContent = n.text;
    notes.appendChild(p);
  });
  // a side with no jump or no move passes (KN-8, QB-8, KD-9): the page offers the pass
  $('pass').hidden = !(position.moves || []).some((m) => m.pass) || robotToMove();
  $('draw').hidden = !S.game.drawByAgreement;
  $('undo').disabled = state.matchOver;
  $('hint').disabled = state.matchOver || robotToMove();
  $('resign').disabled = state.matchOver;
  $('draw').disabled = state.matchOver;
  S.cursor = S.cursor || Object.keys(position.destinations)[0] || 'e1';
  paintCursor();
  const finished = state.lastFinished;
  if (finished && finished.number > S.seenFinished) {
    S.seenFinished = finished.number;
    roundOver(finished, state);
  }
}

function roundOver(finished, state) {
  $('overlay-title').textContent = state.matchOver ? t('match.over') : t('round.over', finished.number);
  $('overlay-board').innerHTML = finished.board;
  const result = finished.result || finished.outcome.text;
  $('overlay-result').textContent = state.matchOver && state.match.outcome
    ? result + ' ' + state.match.outcome.text : result;
  const list = $('overlay-standings');
  list.innerHTML = '';
  state.match.standings.forEach((s) => {
    const li = document.createElement('li');
    li.textContent = t('points', s.player, s.points);
    list.appendChild(li);
  });
  $('overlay-next').textContent = state.matchOver ? t('start') : t('next-round');
  $('overlay').hidden = false;
  $('overlay-next').focus();
}

function say(text) {
  $('message').textContent = text || '';
}

function squareRect(square) {
  return $('board').querySelector('rect.square[data-square="' + square + '"]');
}

function mark(squares, cls) {
  $('board').querySelectorAll('rect.' + cls).forEach((r) => r.classList.remove(cls));
  squares.forEach((sq) => { const r = squareRect(sq); if (r) { r.classList.add(cls); } });
}

function paintCursor() {
  mark(S.cursor ? [S.cursor] : [], 'cursor');
}

function select(square) {
  S.selected = square;
  mark(square ? [square] : [], 'origin');
  mark(square ? S.state.position.destinations[square] || [] : [], 'dest');
}

function humanMayMove() {
  return S.state && !S.busy && !S.state.matchOver && !robotToMove() && $('overlay').hidden;
}

async function onSquare(square) {
  if (!humanMayMove()) {
    return;
  }
  S.cursor = square;
  paintCursor();
  const position = S.state.position;
  const dests = position.destinations;
  if (S.selected === null) {
    if (dests[square]) {
      say('');
      select(square);
    } else {
      await sendMove({ path: [square] });
    }
    return;
  }
  if (square === S.selected) {
    select(null);
    return;
  }
  if ((dests[S.selected] || []).includes(square)) {
    const fits = position.moves.filter((m) => m.path[0] === S.selected && m.path[m.path.length - 1] === square);
    if (fits.length === 1) {
      await sendMove({ path: fits[0].path });
    } else {
      chooseAmong(fits);
    }
    return;
  }
  if (dests[square]) {
    select(square);
    return;
  }
  await sendMove({ path: [S.selected, square] });
}

function chooseAmong(moves) {
  const list = $('choice-list');
  list.innerHTML = '';
  moves.forEach((m) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = m.text;
    b.addEventListener('click', () => { $('choices').hidden = true; sendMove({ path: m.path }); });
    list.appendChild(b);
  });
  $('choices').hidden = false;
}

async function sendMove(move) {
  S.busy = true;
  const answer = await call('POST', '/api/move', request({ move }));
  S.busy = false;
  if (answer.status === 200) {
    say('');
    show(answer.doc);
    robotIfItsTurn();
  } else if (answer.status === 422) {
    select(null);
    say(answer.doc.text);
    mark(answer.doc.squares || [], 'wrong');
  } else {
    say(answer.doc.detail);
  }
}

async function robotIfItsTurn() {
  if (!robotToMove() || !$('overlay').hidden) {
    return;
  }
  S.busy = true;
  S.thinkingId = 'r' + Date.now() + Math.floor(Math.random() * 1e6);
  $('status').textContent = t('thinking');
  $('play-now').hidden = false;
  const answer = await call('POST', '/api/robot', request({ level: S.level, millis: 1500, id: S.thinkingId }));
  $('play-now').hidden = true;
  S.busy = false;
  S.thinkingId = null;
  if (answer.status === 200) {
    show(answer.doc);
    $('value').textContent = t('value', answer.doc.robot.value.text);
    robotIfItsTurn();
  } else {
    say(answer.doc.detail || answer.doc.text);
  }
}

// ------------------------------------------------------------------------------------------ the buttons

async function action(path, extra) {
  S.busy = true;
  const answer = await call('POST', path, request(extra));
  S.busy = false;
  if (answer.status !== 200) {
    say(answer.doc.detail || answer.doc.text);
    return null;
  }
  return answer.doc;
}

function wire() {
  $('lang').addEventListener('change', () => setLanguage($('lang').value));
  $('family').addEventListener('change', fillVariants);
  $('variant').addEventListener('change', fillLevels);
  document.querySelectorAll('input[name=mode]').forEach((r) => r.addEventListener('change', () => {
    const two = document.querySelector('input[name=mode]:checked').value === 'two';
    $('level-row').hidden = two;
    $('second-row').hidden = !two;
  }));
  $('start').addEventListener('click', startMatch);
  $('new').addEventListener('click', () => { $('play').hidden = true; $('setup').hidden = false; S.state = null; });
  $('board').addEventListener('click', (e) => {
    const el = e.target.closest('[data-square]');
    if (el) {
      onSquare(el.dataset.square);
    }
  });
  // dragging a piece: pressed on one square, let go on another
  let pressed = null;
  $('board').addEventListener('pointerdown', (e) => {
    const el = e.target.closest('[data-square]');
    pressed = el ? el.dataset.square : null;
  });
  $('board').addEventListener('pointerup', (e) => {
    const el = document.elementFromPoint(e.clientX, e.clientY);
    const over = el && el.closest ? el.closest('[data-square]') : null;
    if (pressed && over && over.dataset.square !== pressed && humanMayMove()) {
      e.preventDefault();
      S.selected = null;
      onSquare(pressed).then(() => { if (S.selected) { onSquare(over.dataset.square); } });
      pressed = null;
      suppressClick = true;
    }
  });
  let suppressClick = false;
  $('board').addEventListener('click', (e) => { if (suppressClick) { e.stopImmediatePropagation(); suppressClick = false; } },
    true);
  $('board').addEventListener('keydown', (e) => {
    // the game's board: 8 x 8, 10 x 10, ...; squares are named in coordinates (a1, j10)
    const board = (S.game && S.game.board) || { files: 8, ranks: 8 };
    const files = 'abcdefghijklmnop'.slice(0, board.files);
    const cur = S.cursor || 'e1';
    let f = files.indexOf(cur[0]);
    let r = Number(cur.slice(1));
    const step = S.flip ? -1 : 1;
    if (e.key === 'ArrowLeft') { f -= step; } else if (e.key === 'ArrowRight') { f += step; }
    else if (e.key === 'ArrowUp') { r += step; } else if (e.key === 'ArrowDown') { r -= step; }
    else if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); onSquare(cur); return; }
    else if (e.key === 'Escape') { select(null); return; }
    else { return; }
    e.preventDefault();
    f = Math.max(0, Math.min(board.files - 1, f));
    r = Math.max(1, Math.min(board.ranks, r));
    S.cursor = files[f] + r;
    paintCursor();
  });
  $('pass').addEventListener('click', () => { if (humanMayMove()) { sendMove({ pass: true }); } });
  $('play-now').addEventListener('click', () => {
    if (S.thinkingId) {
      call('POST', '/api/cancel', { id: S.thinkingId });
    }
  });
  $('hint').addEventListener('click', async () => {
    if (!humanMayMove()) { return; }
    const doc = await action('/api/hint', { millis: 1000 });
    if (doc) {
      say(t('hint.is', doc.hint.text));
      select(doc.hint.path[0]);
      mark([doc.hint.path[doc.hint.path.length - 1]], 'dest');
    }
  });
  $('undo').addEventListener('click', async () => {
    if (S.busy) { return; }
    const robotMovedLast = S.mode === 'robot' && S.state.toMove && S.state.toMove.seat !== robotSeat()
      && S.state.lastMove;
    const doc = await action('/api/undo', { plies: robotMovedLast ? 2 : 1 });
    if (doc) { say(''); show(doc); }
  });
  $('resign').addEventListener('click', async () => {
    if (S.busy || !window.confirm(t('resign.confirm'))) { return; }
    const seat = S.mode === 'robot' ? 'first' : S.state.toMove.seat;
    const doc = await action('/api/resign', { seat });
    if (doc) { show(doc); robotIfItsTurn(); }
  });
  $('draw').addEventListener('click', async () => {
    if (!humanMayMove()) { return; }
    let extra = {};
    if (S.mode === 'robot') {
      extra = { level: S.level, millis: 1000 };
    } else {
      const other = S.state.match.players.find((p) => p !== S.state.toMove.name);
      if (!window.confirm(t('draw.confirm', other))) { return; }
    }
    const doc = await action('/api/draw', extra);
    if (doc) { say(doc.drawAccepted ? t('draw.accepted') : t('draw.refused')); show(doc); robotIfItsTurn(); }
  });
  $('flip').addEventListener('click', async () => { S.flip = !S.flip; await refresh(); });
  $('download').addEventListener('click', async () => {
    const doc = await action('/api/export');
    if (doc) {
      const a = document.createElement('a');
      a.href = URL.createObjectURL(new Blob([doc.text], { type: 'text/plain;charset=utf-8' }));
      a.download = 'tabla-' + S.game.id.replace(':', '-') + '.txt';
      document.body.appendChild(a);
      a.click();
      a.remove();
    }
  });
  $('copy').addEventListener('click', async () => {
    const doc = await action('/api/export');
    if (doc && navigator.clipboard) {
      try { await navigator.clipboard.writeText(doc.text); say(t('copied')); } catch (e) { say(doc.text); }
    }
  });
  $('overlay-next').addEventListener('click', () => {
    $('overlay').hidden = true;
    if (S.state.matchOver) {
      $('play').hidden = true;
      $('setup').hidden = false;
      S.state = null;
    } else {
      $('board').focus();
      robotIfItsTurn();
    }
  });
}

wire();
const wanted = (new URLSearchParams(location.search).get('lang') || navigator.language || 'en').slice(0, 2);
$('lang').value = ['en', 'ro', 'he', 'it'].includes(wanted) ? wanted : 'en';
setLanguage($('lang').value);
