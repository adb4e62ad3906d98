import org.jspecify.annotations.NullMarked;

/**
 * The reference web board of Tabla ({@link io.github.tabla.web}): an HTTP server on the JDK's
 * {@code jdk.httpserver} serving the JSON view of every game found and a page that plays them.
 */
@NullMarked
module io.github.tabla.web {
  requires static org.jspecify;
  requires transitive io.github.tabla.core;
  requires io.github.tabla.json;
  requires io.github.tabla.notation;
  requires io.github.tabla.diagram;
  requires jdk.httpserver;

  exports io.github.tabla.web;
}
