package io.github.tabla.notation.record;

import org.apiguardian.api.API;
import io.github.tabla.core.SyntaxError;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * A game record as it was written, read without looking at any game: its tags, its move tokens and
 * its result. {@link RecordText#replay} plays it in a game.
 *
 * <pre>{@code
 * GameText g = RecordText.parse("[White \"Ana\"]\n1. Ke1-e2 Ke8-d7 *").get();
 * g.tag("White");   // Some("Ana")
 * g.moves();        // ["Ke1-e2", "Ke8-d7"]
 * g.result();       // Some("*")
 * }</pre>
 *
 * @param tags the tags in the order written, by name ({@code White}, {@code Date}, {@code FEN}, ...)
 * @param moves the move tokens in playing order, as written (move numbers, comments and variations
 *     left out)
 * @param result the result token ending the move text ({@code 1-0}, {@code 0-1}, {@code 1/2-1/2},
 *     {@code *}, or draughts' {@code 2-0}, {@code 0-2}, {@code 1-1}), when there is one
 * @param error the syntax error that cut the move text short (an unclosed comment, ...), when there is
 *     one; the moves before it are kept
 */
@API(status = API.Status.STABLE, since = "0.1")
public record GameText(LinkedHashMap<String, String> tags, Seq<String> moves, Option<String> result,
    Option<SyntaxError> error) {

  /**
   * A tag's value.
   *
   * @param name the tag name, for example {@link Tags#WHITE}
   * @return the value, or none when the record has no such tag
   */
  public Option<String> tag(String name) {
    return tags.get(name);
  }
}
