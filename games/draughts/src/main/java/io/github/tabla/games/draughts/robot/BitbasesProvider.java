package io.github.tabla.games.draughts.robot;

import org.apiguardian.api.API;

/**
 * A source of win/draw/loss bitbases that an artifact on the class or module path offers, found by
 * {@link java.util.ServiceLoader}: the optional {@code tabla-draughts-bitbases} artifact provides the
 * five-piece ones, and {@link Bitbases#installed()} loads them the first time a Robot needs them. A user
 * may provide bitbases of their own the same way ({@code provides} in a module declaration, or a
 * {@code META-INF/services} file); when several are found, those with the most pieces are used.
 *
 * <pre>{@code
 * public final class MyBitbases implements BitbasesProvider {
 *   public int maxPieces() { return 5; }
 *   public Bitbases load() { return Bitbases.read(MyBitbases.class.getResourceAsStream("wdl5.bin.gz")); }
 * }
 * }</pre>
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public interface BitbasesProvider {
  /**
   * The most pieces the bitbases hold, known before they are loaded.
   *
   * @return 2 to 5
   */
  int maxPieces();

  /**
   * Loads the bitbases; called once per program by {@link Bitbases#installed()}.
   *
   * @return the bitbases, holding {@link #maxPieces()} pieces
   * @throws IllegalArgumentException when the stored bitbases are damaged
   * @throws java.io.UncheckedIOException when they cannot be read
   */
  Bitbases load();
}
