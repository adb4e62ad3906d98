package io.github.tabla.games.draughts.bitbases;

import io.github.tabla.games.draughts.robot.Bitbases;
import io.github.tabla.games.draughts.robot.BitbasesProvider;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import org.apiguardian.api.API;

/**
 * The win/draw/loss bitbases of every Italian draughts position with up to five pieces, as
 * {@code tabla-draughts} makes them ({@code Bitbases.generate(5)}, about four minutes of one core and
 * 600 MB), shipped ready made: 6.4 MB compressed in this artifact, 18 MB once loaded, a fifth of a second to
 * load and check. Found by {@link java.util.ServiceLoader}, so that {@link Bitbases#installed()} and the
 * strongest Robot level use them; {@link #bitbases()} loads them directly.
 *
 * <p>The file is {@value #RESOURCE}, next to this class; {@code docs/benchmarks.md} says how to make it
 * again and check that it is the same, byte for byte.
 *
 * <pre>{@code
 * Bitbases five = FivePieceBitbases.bitbases();
 * five.probe(position);   // Some(WIN), Some(DRAW), Some(LOSS), or None beyond five pieces
 * }</pre>
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class FivePieceBitbases implements BitbasesProvider {
  /** The name of the compressed file, next to this class. */
  public static final String RESOURCE = "wdl5.bin.gz";

  /** The provider the service loader makes; {@link #bitbases()} is the direct way to the bitbases. */
  public FivePieceBitbases() {}

  /**
   * Loads and checks the five-piece bitbases (each call a new copy: keep it, or use
   * {@link Bitbases#installed()}, which keeps one).
   *
   * @return the bitbases
   * @throws IllegalStateException when the file is missing from this artifact or damaged
   */
  public static Bitbases bitbases() {
    try (InputStream in = FivePieceBitbases.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException(RESOURCE + " is missing from tabla-draughts-bitbases");
      }
      return Bitbases.read(in);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (IllegalArgumentException e) {
      throw new IllegalStateException("the bitbases of tabla-draughts-bitbases are damaged: " + e.getMessage(), e);
    }
  }

  /**
   * Five.
   *
   * @return 5
   */
  @Override
  public int maxPieces() {
    return 5;
  }

  /**
   * Loads the bitbases ({@link #bitbases()}).
   *
   * @return the bitbases
   */
  @Override
  public Bitbases load() {
    return bitbases();
  }
}
