package io.github.tabla.archfixture.broken.games.beta;

import io.github.tabla.archfixture.broken.notation.Notation;

/** Breaks: a game depends on notation. */
public final class BetaUsesNotation {
  /** @return text */
  public static String text() {
    return Notation.write(1L);
  }
}
