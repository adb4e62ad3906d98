import org.jspecify.annotations.NullMarked;

/**
 * The {@code tabla} command: play a match against the Robot in a terminal, watch the Robot play
 * itself, and list moves, count perft, analyse and show positions of every game on the module path.
 *
 * <p>The command names no game: it finds them through {@link java.util.ServiceLoader}, so every game
 * module present is reachable through every command. Run it with {@code ./tabla} from the repository
 * root, or {@code java -jar cli/target/tabla.jar}.
 */
@NullMarked
module io.github.tabla.cli {
  requires static org.jspecify;
  requires io.github.tabla.core;
  requires io.github.tabla.notation;
  requires io.github.tabla.json;
  requires io.github.tabla.web;
  requires io.github.tabla.diagram;
  requires info.picocli;
  requires org.jline.reader;
  requires org.jline.terminal;

  // picocli reads and writes the annotated command fields reflectively
  opens io.github.tabla.cli to info.picocli;

  uses io.github.tabla.core.GameDefinition;
}
