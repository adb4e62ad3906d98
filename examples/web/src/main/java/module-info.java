/** A web board with its own look over tabla-web: the games it serves, and the page's folder opened to it. */
module io.github.tabla.example.web {
  requires io.github.tabla.web;
  requires io.github.tabla.games.diamonds;
  requires io.github.tabla.games.knights;
  requires java.net.http;

  // the server reads the page's files (index.html, board.js, board.css) from this module's package
  opens io.github.tabla.example.web to io.github.tabla.web;
}
