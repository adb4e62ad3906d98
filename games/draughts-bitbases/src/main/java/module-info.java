import org.jspecify.annotations.NullMarked;

/**
 * The win/draw/loss bitbases of Italian draughts with up to five pieces, for the strongest Robot level of
 * {@code io.github.tabla.games.draughts}: nothing to call, only to put on the path.
 *
 * <pre>{@code
 * Option<Bitbases> five = Bitbases.installed().get().getOrElse(Option.none());   // Some(Bitbases[5 pieces, ...])
 * }</pre>
 */
@NullMarked
module io.github.tabla.games.draughts.bitbases {
  requires static org.jspecify;
  requires transitive io.github.tabla.games.draughts;

  exports io.github.tabla.games.draughts.bitbases;

  provides io.github.tabla.games.draughts.robot.BitbasesProvider with
      io.github.tabla.games.draughts.bitbases.FivePieceBitbases;
}
