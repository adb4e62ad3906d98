package io.github.tabla.archfixture.clean.cli;

import io.github.tabla.archfixture.clean.games.alpha.Alpha;
import io.github.tabla.archfixture.clean.games.beta.Beta;
import io.github.tabla.archfixture.clean.notation.Notation;
import io.github.tabla.archfixture.clean.testkit.Suite;

/** The command line may use everything public. */
public final class Cli {
  /** @return everything together */
  public static String all(long bits) {
    Suite.roundTrip(bits);
    return Notation.write(bits) + Alpha.moves(bits) + Beta.size(bits);
  }
}
