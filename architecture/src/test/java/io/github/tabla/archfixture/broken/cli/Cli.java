package io.github.tabla.archfixture.broken.cli;

import io.github.tabla.archfixture.broken.games.alpha.Alpha;
import io.github.tabla.archfixture.broken.games.beta.Beta;
import io.github.tabla.archfixture.broken.notation.Notation;
import io.github.tabla.archfixture.broken.testkit.Suite;

/** The command line may use everything public. */
public final class Cli {
  /** @return everything together */
  public static String all(long bits) {
    Suite.roundTrip(bits);
    return Notation.write(bits) + Alpha.moves(bits) + Beta.size(bits);
  }
}
