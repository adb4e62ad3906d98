// A page of its own over tabla-web's API: pick a piece, then where it goes; the Robot answers.
'use strict';
let game = null;
let state = null;
let picked = null;

async function post(path, body) {
  const r = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body) });
  return { status: r.status, doc: await r.json() };
}

function show(next) {
  state = next;
  picked = null;
  document.getElementById('board').innerHTML = state.board;
  const o = state.position.outcome;
  document.getElementById('status').textContent = o ? o.text : (state.toMove ? state.toMove.name + ' to move' : '');
}

function light(square) {
  document.querySelectorAll('#board rect.picked, #board rect.reach').forEach((r) => r.classList.remove('picked', 'reach'));
  if (!square) { return; }
  document.querySelector('#board rect[data-square="' + square + '"]').classList.add('picked');
  (state.position.destinations[square] || []).forEach((s) =>
    document.querySelector('#board rect[data-square="' + s + '"]').classList.add('reach'));
}

async function start() {
  game = document.getElementById('game').value;
  const r = await post('/api/new', { game, first: 'You', second: 'Robot' });
  show(r.doc);
}

document.getElementById('board').addEventListener('click', async (e) => {
  const rect = e.target.closest('rect[data-square]');
  if (!rect || !state || state.position.outcome) { return; }
  const square = rect.dataset.square;
  if (!picked) {
    picked = state.position.destinations[square] ? square : null;
    light(picked);
    return;
  }
  const r = await post('/api/move', { game, match: state.match, move: { path: [picked, square] } });
  if (r.status !== 200) {
    document.getElementById('status').textContent = r.doc.text || r.doc.detail;
    picked = null;
    light(null);
    return;
  }
  show(r.doc);
  if (!state.position.outcome) {
    const reply = await post('/api/robot', { game, match: state.match, level: 'easy', millis: 300 });
    if (reply.status === 200) { show(reply.doc); }
  }
});

document.getElementById('new').addEventListener('click', start);
fetch('/api/games').then((r) => r.json()).then((c) => {
  const select = document.getElementById('game');
  c.games.forEach((g) => { const o = document.createElement('option'); o.value = g.id; o.textContent = g.id; select.appendChild(o); });
  start();
});
