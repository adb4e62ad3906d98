import org.jspecify.annotations.NullMarked;

/**
 * Italian draughts (FID rules) for Tabla: the game definition and positions, and capture priorities
 * other draughts rules can reuse.
 *
 * <pre>{@code
 * GameDefinition<?> draughts = Games.definition("italian-draughts").get();
 * }</pre>
 */
@NullMarked
module io.github.tabla.games.draughts {
  requires static org.jspecify;
  requires transitive io.github.tabla.core;

  exports io.github.tabla.games.draughts;
  exports io.github.tabla.games.draughts.capture;
  exports io.github.tabla.games.draughts.robot;

  uses io.github.tabla.games.draughts.robot.BitbasesProvider;

  provides io.github.tabla.core.GameDefinition with
      io.github.tabla.games.draughts.ItalianDraughts,
      io.github.tabla.games.draughts.ItalianDraughts.WithoutDraws,
      io.github.tabla.games.draughts.DraughtsVariant.English,
      io.github.tabla.games.draughts.DraughtsVariant.Pool,
      io.github.tabla.games.draughts.DraughtsVariant.Russian,
      io.github.tabla.games.draughts.DraughtsVariant.Brazilian,
      io.github.tabla.games.draughts.DraughtsVariant.Czech,
      io.github.tabla.games.draughts.DraughtsVariant.Spanish,
      io.github.tabla.games.draughts.DraughtsVariant.Portuguese,
      io.github.tabla.games.draughts.DraughtsVariant.Thai,
      io.github.tabla.games.draughts.DraughtsVariant.International,
      io.github.tabla.games.draughts.DraughtsVariant.Frisian,
      io.github.tabla.games.draughts.DraughtsVariant.Turkish,
      io.github.tabla.games.draughts.DraughtsVariant.Canadian;
}
