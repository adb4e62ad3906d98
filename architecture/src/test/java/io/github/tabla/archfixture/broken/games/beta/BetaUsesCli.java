package io.github.tabla.archfixture.broken.games.beta;

import io.github.tabla.archfixture.broken.cli.Cli;

/** Breaks: a game depends on the command line. */
public final class BetaUsesCli {
  /** @return text */
  public static String text() {
    return Cli.all(1L);
  }
}
