package io.github.tabla.notation.move;

import org.apiguardian.api.API;
import io.github.tabla.core.Role;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.Objects;

/**
 * The piece letter a move text starts with, as written, and the pieces it may name: one for an English
 * letter, two for a letter of a person's language that is also an English letter (R is a king in
 * Romanian and a rook in English), the language's meaning first.
 *
 * <pre>{@code
 * PieceLetter.of(Role.KING);                        // PieceLetter[K, [KING]]
 * PieceLetters.of(Messages.ITALIAN).match("Re1-e2", 0).get().roles();   // [KING, ROOK]
 * }</pre>
 *
 * @param letter the letter as written
 * @param roles the pieces it may name, at least one, the language's meaning first
 */
@API(status = API.Status.STABLE, since = "0.1")
public record PieceLetter(String letter, Seq<Role> roles) {
  /**
   * Checks the parts.
   *
   * @param letter the letter, not blank
   * @param roles at least one piece
   * @throws IllegalArgumentException when the letter is blank or names no piece
   */
  public PieceLetter {
    Objects.requireNonNull(letter, "letter");
    Objects.requireNonNull(roles, "roles");
    if (letter.chars().allMatch(Character::isWhitespace) || roles.isEmpty()) {
      throw new IllegalArgumentException("a piece letter needs a letter and a piece, got \"" + letter + "\" " + roles);
    }
  }

  /**
   * The English letter of a piece.
   *
   * @param role the piece
   * @return its letter ({@code K} for the king), naming that piece alone
   */
  public static PieceLetter of(Role role) {
    Objects.requireNonNull(role, "role");
    return new PieceLetter(String.valueOf(role.letter()), Array.of(role));
  }

  /**
   * The piece a person means first: the language's meaning of the letter.
   *
   * @return the first of {@link #roles()}
   */
  public Role role() {
    return roles.head();
  }

  /**
   * Whether the letter may name a piece.
   *
   * @param role the piece
   * @return {@code true} when it is one of {@link #roles()}
   */
  public boolean names(Role role) {
    return roles.contains(role);
  }
}
