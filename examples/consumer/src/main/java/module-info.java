/** A Tabla user's module: it needs the game it plays and the notation it writes. */
module io.github.tabla.example.consumer {
  requires io.github.tabla.games.draughts;
  requires io.github.tabla.notation;
}
