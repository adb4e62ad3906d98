package io.github.tabla.archfixture.broken.core.kernel;

/** The kernel contract. */
public interface Kernel {
  /** @return the words of a state */
  int stateWords();
}
