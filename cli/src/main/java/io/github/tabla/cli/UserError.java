package io.github.tabla.cli;

/**
 * A mistake in what the user asked for (an unknown game, a bad position text, an illegal move in a
 * list), already put into words in the user's language. The command prints the message alone, with
 * no stack trace, and exits with status 2.
 */
final class UserError extends RuntimeException {
  private static final long serialVersionUID = 1L;

  UserError(String message) {
    super(message, null, false, false);
  }
}
