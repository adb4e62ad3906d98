package io.github.tabla.javadoc;

import io.vavr.collection.Array;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Map;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What one board tag, {@code {@board GAME POSITION [HIGHLIGHTS]}}, says, read but not yet checked against any
 * game.
 *
 * <p>The syntax:
 * <ul>
 *   <li>{@code GAME}: a game id, as {@link io.github.tabla.core.Games#byId(String)} knows it
 *       ({@code diamonds}, {@code italian-draughts}, {@code buttons:extra-rook}, ...);</li>
 *   <li>{@code POSITION}: the game's position text, as tabla-notation writes it, or the word
 *       {@code start};</li>
 *   <li>{@code HIGHLIGHTS}, optional: one pair of square brackets at the end holding space-separated
 *       items: {@code move=TEXT} (a legal move: origin, path and captured pieces are marked),
 *       {@code origin=SQ}, {@code dest=SQ,SQ,...}, {@code captured=SQ,...}, {@code last=SQ-SQ} and
 *       {@code flip}. Squares are named the game's way ({@code e1}, or {@code 22} in draughts).</li>
 * </ul>
 *
 * <pre>
 * {&#64;board italian-draughts W:WK11:BK6,14,22 [move=11x18x27]}
 * {&#64;board diamonds start [dest=d1,f1,d2,e2,f2]}
 * </pre>
 *
 * @param game the game id
 * @param position the position text, or {@code start}
 * @param highlights the highlight items by key, in the order written; {@code flip} has the value
 *     {@code ""}
 */
public record BoardTag(String game, String position, Map<String, String> highlights) {

  /** The highlight keys the tag understands. */
  public static final Array<String> KEYS = Array.of("move", "origin", "dest", "captured", "last", "flip");

  private static final Pattern ITEM = Pattern.compile("([a-z]+)(?:=(\\S+))?");

  /**
   * Reads the text of a tag (what stands between the tag name {@code board} and the closing brace).
   *
   * @param text the tag's text; line breaks count as spaces
   * @return the tag, or a sentence saying what is wrong with the text
   */
  public static Either<String, BoardTag> parse(String text) {
    String t = text.strip().replaceAll("\\s+", " ");
    if (t.isEmpty()) {
      return Either.left("expected a game id and a position text, found nothing");
    }
    int space = t.indexOf(' ');
    String game = space < 0 ? t : t.substring(0, space);
    String rest = space < 0 ? "" : t.substring(space + 1).strip();
    String items = "";
    int open = rest.indexOf('[');
    if (open >= 0) {
      if (!rest.endsWith("]") || rest.indexOf('[', open + 1) >= 0 || rest.indexOf(']') != rest.length() - 1) {
        return Either.left("highlights must be one pair of square brackets at the end, found \"" + rest + "\"");
      }
      items = rest.substring(open + 1, rest.length() - 1).strip();
      rest = rest.substring(0, open).strip();
    } else if (rest.indexOf(']') >= 0) {
      return Either.left("a ']' without its '[' in \"" + rest + "\"");
    }
    if (rest.isEmpty()) {
      return Either.left("expected a position text or the word 'start' after the game id '" + game + "'");
    }
    String position = rest;
    return highlights(items).map(h -> new BoardTag(game, position, h));
  }

  private static Either<String, Map<String, String>> highlights(String items) {
    Map<String, String> result = LinkedHashMap.empty();
    if (items.isEmpty()) {
      return Either.right(result);
    }
    for (String item : items.split(" ")) {
      Matcher m = ITEM.matcher(item);
      if (!m.matches()) {
        return Either.left("cannot read the highlight \"" + item + "\": expected KEY=VALUE or flip");
      }
      String key = m.group(1);
      Option<String> value = Option.of(m.group(2));
      if (!KEYS.contains(key)) {
        return Either.left("unknown highlight '" + key + "'; known: " + KEYS.mkString(", "));
      }
      if (key.equals("flip") != value.isEmpty()) {
        return Either.left(key.equals("flip")
            ? "'flip' takes no value, found \"" + item + "\""
            : "the highlight '" + key + "' needs a value: " + key + "=...");
      }
      if (result.containsKey(key)) {
        return Either.left("the highlight '" + key + "' is given twice");
      }
      result = result.put(key, value.getOrElse(""));
    }
    return Either.right(result);
  }

  /**
   * Whether the board is drawn with Black at the bottom.
   *
   * @return true when the tag says {@code flip}
   */
  public boolean flipped() {
    return highlights.containsKey("flip");
  }
}
