package io.github.tabla.archfixture.clean.core.robot;

/** Core's search. */
public final class CoreSearch implements Search {
  @Override
  public long best() {
    return 0L;
  }
}
