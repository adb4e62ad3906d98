import org.jspecify.annotations.NullMarked;

/**
 * The JSON view of every Tabla game for boards and apps ({@link io.github.tabla.json}): games, positions,
 * legal moves, destinations, refusals, the Robot's values, records and matches, written and read back.
 */
@NullMarked
module io.github.tabla.json {
  requires static org.jspecify;
  requires transitive io.github.tabla.core;
  requires io.github.tabla.notation;
  requires com.fasterxml.jackson.core;
  requires com.fasterxml.jackson.jr.ob;

  exports io.github.tabla.json;
}
