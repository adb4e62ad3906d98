package io.github.tabla.notation.move;

import org.apiguardian.api.API;
import io.github.tabla.core.Messages;
import io.github.tabla.core.NotationSpec;
import io.github.tabla.core.Role;
import io.vavr.collection.Array;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Locale;
import java.util.Objects;

/**
 * The piece letters a move text may start with: the English ones ({@code K Q R B N}, which Tabla writes),
 * and those of a person's language read beside them. Romanian writes R (rege) for the king, D (damă) for
 * the queen, T (turn) for the rook, N (nebun) for the bishop and C (cal) for the knight; Italian R (re),
 * D (donna), T (torre), A (alfiere), C (cavallo); Hebrew, as Hebrew chess books do, מ (מלך) for the king,
 * מה (מלכה) for the queen, צ (צריח) for the rook, ר (רץ) for the bishop and פ (פרש) for the knight.
 *
 * <p>A letter may name two pieces: R is a rook in English and a king in Romanian and Italian. The move
 * is then resolved against the piece that stands on its origin square; when it is neither, the
 * language's own meaning is the one a person is told about ("there is a queen on d1, not a king").
 *
 * <pre>{@code
 * PieceLetters ro = PieceLetters.of(Messages.ROMANIAN);
 * ro.match("Td1-d4", 0);         // Some(PieceLetter[T, [ROOK]])
 * ro.match("Rd1-d4", 0);         // Some(PieceLetter[R, [KING, ROOK]]): rege first, then the English rook
 * PieceLetters.ENGLISH.match("Td1-d4", 0);   // none
 * }</pre>
 */
@API(status = API.Status.STABLE, since = "0.1")
public final class PieceLetters {
  /** The English letters only: K, Q, R, B, N, and P and M for the pawns and men. */
  public static final PieceLetters ENGLISH = new PieceLetters(Messages.ENGLISH, LinkedHashMap.empty(), true);

  /**
   * No letters at all: those of a game whose moves name squares only ({@code c3-d4} in Russian draughts;
   * its {@link NotationSpec#pieceLetters()} is false), so that a move text must start with a square, and a
   * text that does not is told so ({@link #in}).
   */
  public static final PieceLetters NONE = new PieceLetters(Messages.ENGLISH, LinkedHashMap.empty(), false);

  private static final Map<String, Map<String, Role>> OWN = LinkedHashMap.of(
      "ro", LinkedHashMap.of("R", Role.KING, "D", Role.QUEEN, "T", Role.ROOK, "N", Role.BISHOP, "C", Role.KNIGHT),
      "it", LinkedHashMap.of("R", Role.KING, "D", Role.QUEEN, "T", Role.ROOK, "A", Role.BISHOP, "C", Role.KNIGHT),
      "he", LinkedHashMap.of("\u05DE", Role.KING, "\u05DE\u05D4", Role.QUEEN, "\u05E6", Role.ROOK, "\u05E8",
          Role.BISHOP, "\u05E4", Role.KNIGHT));

  private final Locale locale;
  private final Map<String, Role> own;
  /** Whether any letter is read (the English ones at least): false for {@link #NONE} only. */
  private final boolean any;

  private PieceLetters(Locale locale, Map<String, Role> own, boolean any) {
    this.locale = locale;
    this.own = own;
    this.any = any;
  }

  /**
   * The letters read for a language: its own and the English ones.
   *
   * @param locale the language; one without letters of its own reads the English ones
   * @return the letters
   */
  public static PieceLetters of(Locale locale) {
    Objects.requireNonNull(locale, "locale");
    Locale l = Messages.supported(locale);
    return new PieceLetters(l, OWN.get(l.getLanguage()).getOrElse(LinkedHashMap.empty()), true);
  }

  /**
   * The language these letters are for.
   *
   * @return one of {@link Messages#SUPPORTED}
   */
  public Locale locale() {
    return locale;
  }

  /**
   * Whether any letter is read: false for {@link #NONE} only.
   *
   * @return {@code true} when move texts may start with a piece letter
   */
  public boolean any() {
    return any;
  }

  /**
   * These letters as a game's notation reads them: {@link #NONE} for a game whose moves have no piece
   * letters ({@link NotationSpec#pieceLetters()} false), so that its move texts start with a square; these
   * letters otherwise.
   *
   * @param notation the game's notation
   * @return the letters to read
   */
  public PieceLetters in(NotationSpec notation) {
    Objects.requireNonNull(notation, "notation");
    return notation.pieceLetters() ? this : NONE;
  }

  /**
   * The language's own letters, besides the English ones.
   *
   * @return each letter with the piece it names, in the order king, queen, rook, bishop, knight; empty for
   *     English
   */
  public Map<String, Role> own() {
    return own;
  }

  /**
   * The piece letter that starts at a place in a text, the longest one when several do ({@code מה} before
   * {@code מ}).
   *
   * @param text the text
   * @param at where to look
   * @return the letter and the pieces it may name (the language's meaning first), or none
   */
  public Option<PieceLetter> match(String text, int at) {
    String best = null;
    for (String letter : own.keySet()) {
      if (text.startsWith(letter, at) && (best == null || letter.length() > best.length())) {
        best = letter;
      }
    }
    Option<Role> english = any && at < text.length() ? english(text.charAt(at)) : Option.none();
    if (best == null) {
      return english.map(r -> new PieceLetter(String.valueOf(r.letter()), Array.of(r)));
    }
    Role mine = own.get(best).get();
    Seq<Role> roles = best.length() == 1 && english.isDefined() && english.get() != mine
        ? Array.of(mine, english.get()) : Array.of(mine);
    return Option.some(new PieceLetter(best, roles));
  }

  private static Option<Role> english(char c) {
    for (Role r : Role.values()) {
      if (r.letter() == c) {
        return Option.some(r);
      }
    }
    return Option.none();
  }

  /**
   * The letter this language writes for a piece.
   *
   * @param role the piece
   * @return its own letter, or none when the language writes the English one
   */
  public Option<String> ownLetter(Role role) {
    return own.find(e -> e._2 == role).map(e -> e._1);
  }

  @Override
  public String toString() {
    return any ? "PieceLetters[" + locale.getLanguage() + " " + own.keySet().mkString(" ") + "]"
        : "PieceLetters[none]";
  }
}
