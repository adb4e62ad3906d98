package io.github.tabla.archfixture.clean.core.robot;

/** A search a Robot plays with. */
public interface Search {
  /** @return the best move */
  long best();
}
