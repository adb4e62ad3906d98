package io.github.tabla.javadoc;

import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Games;
import io.github.tabla.core.Move;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareSet;
import io.github.tabla.diagram.Diagram;
import io.github.tabla.diagram.DiagramOptions;
import io.github.tabla.diagram.Highlights;
import io.github.tabla.notation.Notation;
import io.github.tabla.notation.NotationMessages;
import io.github.tabla.notation.move.Resolution;
import io.vavr.collection.Array;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Locale;

/**
 * A checked board tag: the game's rules engine has accepted its position (and its move, if it names
 * one), and the diagram is ready to draw.
 *
 * <pre>{@code
 * BoardTag.parse("italian-draughts W:WK11:BK6,14,22 [move=11x18x27]")
 *     .flatMap(BoardDrawing::of)
 *     .map(BoardDrawing::html);
 * }</pre>
 *
 * @param diagram the diagram, with its highlights and options
 * @param caption a plain-text caption: the position text and the move, if any
 */
public record BoardDrawing(Diagram diagram, String caption) {

  /**
   * Checks a tag against its game and builds the drawing.
   *
   * @param tag the tag
   * @return the drawing, or a sentence saying why the tag is wrong: an unknown game, a position text
   *     the game rejects (with the game's reasons), a move that is not legal, a square the game does
   *     not have
   */
  public static Either<String, BoardDrawing> of(BoardTag tag) {
    Option<GameDefinition<?>> game = Games.definition(tag.game());
    if (game.isEmpty()) {
      return Either.left("unknown game '" + tag.game() + "'; the games found are: " + Games.ids().mkString(", "));
    }
    return draw(game.get(), tag);
  }

  private static <P extends GamePosition<P>> Either<String, BoardDrawing> draw(GameDefinition<P> game, BoardTag tag) {
    Notation<P> notation = Notation.forGame(game);
    NotationMessages messages = NotationMessages.of(game, Locale.ENGLISH);
    Either<String, P> position = tag.position().equals("start")
        ? Either.right(game.start())
        : notation.readPosition(tag.position()).mapLeft(problem ->
            "the position \"" + tag.position() + "\" is not valid for " + game.id() + ": " + messages.text(problem));
    return position.flatMap(p -> highlights(game, notation, messages, p, tag).map(h -> {
      Diagram diagram = Diagram.of(game, p)
          .withHighlights(h)
          .withOptions(DiagramOptions.defaults().withFlipped(tag.flipped()));
      String caption = notation.writePosition(p) + tag.highlights().get("move").map(m -> "  " + m).getOrElse("");
      return new BoardDrawing(diagram, caption);
    }));
  }

  private static <P extends GamePosition<P>> Either<String, Highlights> highlights(GameDefinition<P> game,
      Notation<P> notation, NotationMessages messages, P position, BoardTag tag) {
    Highlights h = Highlights.none();
    Option<String> move = tag.highlights().get("move");
    if (move.isDefined()) {
      Either<String, Move> read = notation.readMove(position, move.get()).mapLeft(problem ->
          "the move \"" + move.get() + "\" cannot be played in " + notation.writePosition(position) + ": "
              + messages.text(problem)
              + (problem instanceof Resolution.Illegal illegal ? " (" + illegal.rejection().ruleId() + ")" : ""));
      if (read.isLeft()) {
        return Either.left(read.getLeft());
      }
      h = Highlights.ofMove(read.get());
    }
    for (var item : tag.highlights()) {
      String value = item._2;
      Highlights current = h;
      Either<String, Highlights> next = switch (item._1) {
        case "origin" -> squares(game, value).flatMap(s -> s.size() == 1
            ? Either.right(s.head()) : Either.left("origin= takes one square, found \"" + value + "\""))
            .map(current::withOrigin);
        case "dest" -> squares(game, value).map(s -> current.withDestinations(SquareSet.ofAll(s)));
        case "captured" -> squares(game, value).map(s -> current.withCaptured(SquareSet.ofAll(s)));
        case "last" -> squares(game, value.replace('-', ',')).flatMap(s -> s.size() == 2
            ? Either.right(current.withLastMove(s.get(0), s.get(1)))
            : Either.left("last= takes two squares FROM-TO, found \"" + value + "\""));
        default -> Either.right(current); // move (done above) and flip (an option, not a highlight)
      };
      if (next.isLeft()) {
        return next;
      }
      h = next.get();
    }
    return Either.right(h);
  }

  private static Either<String, Array<Square>> squares(GameDefinition<?> game, String names) {
    Array<Square> result = Array.empty();
    for (String name : names.split(",", -1)) {
      Option<Square> square = game.notation().squares().square(name);
      if (square.isEmpty()) {
        return Either.left("\"" + name + "\" is not a square of " + game.id() + " (squares are named "
            + game.notation().squares().range() + ")");
      }
      result = result.append(square.get());
    }
    return Either.right(result);
  }

  /**
   * The drawing as an HTML fragment for the API docs: the inline SVG and the caption, in a
   * {@code span} so that it may stand inside a paragraph.
   *
   * @return the HTML
   */
  public String html() {
    return "<span class=\"tabla-board\" style=\"display:inline-block;margin:0.5em 1.5em 0.5em 0;"
        + "vertical-align:top\">" + diagram.toSvg()
        + "<br><span style=\"font-family:monospace;font-size:smaller\">" + escape(caption) + "</span></span>";
  }

  private static String escape(String text) {
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
  }
}
