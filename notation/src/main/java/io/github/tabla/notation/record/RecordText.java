package io.github.tabla.notation.record;

import org.apiguardian.api.API;
import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Localizable;
import io.github.tabla.core.Messages;
import io.github.tabla.core.Move;
import io.github.tabla.core.NotationSpec;
import io.github.tabla.core.Outcome;
import io.github.tabla.core.Side;
import io.github.tabla.core.SyntaxError;
import io.github.tabla.core.Termination;
import io.github.tabla.core.record.GameRecord;
import io.github.tabla.core.record.Replay;
import io.github.tabla.core.record.ReplayError;
import io.github.tabla.notation.NotationMessages;
import io.github.tabla.notation.move.MoveProblem;
import io.github.tabla.notation.move.MoveResolver;
import io.github.tabla.notation.move.MoveText;
import io.github.tabla.notation.move.MoveWriter;
import io.github.tabla.notation.move.PieceLetters;
import io.github.tabla.notation.position.PositionProblem;
import io.github.tabla.notation.position.PositionText;
import io.vavr.collection.Array;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * Game records: PDN-style for draughts, PGN-style for the chess-board games, written and read for
 * every game from its {@link io.github.tabla.core.NotationSpec}. The package documentation specifies
 * the format.
 *
 * <pre>{@code
 * String pgn = RecordText.write(record, LinkedHashMap.of(Tags.WHITE, "Ana", Tags.BLACK, "Robot"));
 * RecordReading<P> back = RecordText.read(game, pgn).get();
 * back.position();   // the last good position
 * back.error();      // the first move that could not be played, with its ply and token
 * }</pre>
 */
@API(status = API.Status.STABLE, since = "0.1")
public final class RecordText {
  /** The code of a resignation's words in a record: "White resigned (M-8).". */
  static final String RESIGNED_BY = "notation.record.resigned-by";

  /** The Seven Tag Roster, in the order it is written first. */
  private static final Seq<String> ROSTER = Array.of(Tags.EVENT, Tags.SITE, Tags.DATE, Tags.ROUND, Tags.WHITE,
      Tags.BLACK, Tags.RESULT);
  /** The tags the writer computes from the record itself. */
  private static final Seq<String> COMPUTED = Array.of(Tags.RESULT, Tags.GAME, Tags.VARIANT, Tags.FEN,
      Tags.TERMINATION, Tags.SCORE);
  private static final int LINE = 80;
  /** Result tokens, with PDN's alongside PGN's. */
  private static final Seq<String> WHITE_WON = Array.of("1-0", "2-0");
  private static final Seq<String> BLACK_WON = Array.of("0-1", "0-2");
  private static final Seq<String> DRAWN = Array.of("1/2-1/2", "1-1");

  private RecordText() {}

  /**
   * Reads every record of a text (one round, or the rounds of a match), without looking at any game.
   * Reading stops after a record whose tags cannot be read, or whose move text ends in an unclosed
   * comment or variation: where the next record starts cannot be told.
   *
   * @param text the text
   * @return one entry per record, in order; an entry is the record or why its tags cannot be read
   */
  public static Seq<Either<SyntaxError, GameText>> parseAll(String text) {
    Objects.requireNonNull(text, "text");
    return RecordSyntax.parseAll(text);
  }

  /**
   * Reads the first record of a text, without looking at any game.
   *
   * @param text the text
   * @return the record, or why its tags cannot be read (an empty text is a record with no tags and no
   *     moves)
   */
  public static Either<SyntaxError, GameText> parse(String text) {
    Objects.requireNonNull(text, "text");
    Seq<Either<SyntaxError, GameText>> all = parseAll(text);
    return all.isEmpty()
        ? Either.right(new GameText(LinkedHashMap.empty(), Array.empty(), Option.none(), Option.none()))
        : all.head();
  }

  /**
   * Reads and replays the first record of a text.
   *
   * @param <P> the position type
   * @param game the game the record is for
   * @param text the text
   * @return the reading (which keeps every move up to the first bad one), or why the record cannot
   *     start
   */
  public static <P extends GamePosition<P>> Either<RecordProblem, RecordReading<P>> read(GameDefinition<P> game,
      String text) {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(text, "text");
    return parse(text).mapLeft(e -> (RecordProblem) new RecordProblem.Unreadable(e))
        .flatMap(g -> replay(game, g));
  }

  /**
   * Reads and replays every record of a text: the rounds of a match.
   *
   * @param <P> the position type
   * @param game the game
   * @param text the text
   * @return one reading or problem per record, in order
   */
  public static <P extends GamePosition<P>> Seq<Either<RecordProblem, RecordReading<P>>> readAll(
      GameDefinition<P> game, String text) {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(text, "text");
    return parseAll(text).map(e -> e.mapLeft(s -> (RecordProblem) new RecordProblem.Unreadable(s))
        .flatMap(g -> replay(game, g)));
  }

  /**
   * Replays a record in a game while its moves are valid.
   *
   * @param <P> the position type
   * @param game the game
   * @param text the record as read
   * @return the reading, or why the record cannot start: it names another game
   *     ({@link RecordProblem.WrongGame}), its {@link Tags#FEN} is not a valid position, or it holds more
   *     moves than a round lasts ({@link RecordProblem.TooManyMoves})
   */
  public static <P extends GamePosition<P>> Either<RecordProblem, RecordReading<P>> replay(GameDefinition<P> game,
      GameText text) {
    Option<String> family = text.tag(Tags.GAME);
    if (family.isDefined()) {
      String variant = text.tag(Tags.VARIANT).getOrElse("standard");
      String id = "standard".equals(variant) ? family.get() : family.get() + ":" + variant;
      if (!id.equals(game.id())) {
        return Either.left(new RecordProblem.WrongGame(game.id(), id));
      }
    }
    // a record far longer than a round can last is refused before it is replayed; one a little longer
    // replays to the end of the round and says which move came after it
    Option<Integer> most = game.maxPlies();
    if (most.isDefined() && text.moves().size() > 2 * most.get()) {
      return Either.left(new RecordProblem.TooManyMoves(text.moves().size(), most.get()));
    }
    P start;
    Option<String> fen = text.tag(Tags.FEN);
    if (fen.isDefined()) {
      Either<PositionProblem, P> parsed = PositionText.parse(game, fen.get());
      if (parsed.isLeft()) {
        return Either.left(new RecordProblem.BadStart(parsed.getLeft()));
      }
      start = parsed.get();
    } else {
      start = game.start();
    }
    Replay<P> replay = GameRecord.replay(start, text.moves(), RecordText::resolve);
    if (replay.isComplete() && text.error().isDefined()) {
      SyntaxError e = text.error().get();
      ReplayError error = new ReplayError(game.id(), replay.record().ply() + 1, snippet(e), e);
      replay = new Replay<>(replay.record(), replay.consumed(), Option.some(error));
    }
    if (replay.isComplete()) {
      replay = new Replay<>(chosenEnding(replay.record(), text), replay.consumed(), replay.error());
    }
    return Either.right(new RecordReading<>(text, replay));
  }

  /**
   * A round the players ended themselves (M-5 agreement, M-8 resignation) is not over on the board:
   * its {@link Tags#TERMINATION} (in words, or the termination's code as older records have it) and
   * result say so, and the reading ends it the same way. A
   * resignation needs a decisive result to say who resigned; tags that do not fit the moves (the
   * board already over, a resignation with a drawn result) leave the round as the moves left it.
   */
  private static <P extends GamePosition<P>> GameRecord<P> chosenEnding(GameRecord<P> record, GameText text) {
    if (record.isOver()) {
      return record;
    }
    String termination = text.tag(Tags.TERMINATION).getOrElse("");
    String result = text.result().orElse(text.tag(Tags.RESULT)).getOrElse("*");
    NotationMessages english = NotationMessages.of(record.start().game(), Messages.ENGLISH);
    boolean agreed = termination.equals(Termination.AGREEMENT.code())
        || termination.equals(english.text(Termination.AGREEMENT));
    boolean resignedTag = termination.equals(Termination.RESIGNATION.code())
        || Array.of(Side.values()).exists(side -> termination.equals(english.text(resigned(side))));
    if (agreed && DRAWN.contains(result)) {
      return record.agreeDraw().getOrElse(record);
    }
    if (resignedTag) {
      Option<Side> resigned = WHITE_WON.contains(result) ? Option.some(Side.BLACK)
          : BLACK_WON.contains(result) ? Option.some(Side.WHITE) : Option.none();
      return resigned.flatMap(side -> record.resign(side).toOption()).getOrElse(record);
    }
    return record;
  }

  /**
   * How a round ended, in English words for the {@link Tags#TERMINATION} tag: the termination's text
   * ("All the diamonds have been collected (KD-6)."), and for a resignation the side that resigned
   * ("White resigned (M-8).").
   *
   * @param game the game
   * @param outcome how the round ended
   * @return the words
   */
  static String terminationWords(GameDefinition<?> game, Outcome outcome) {
    NotationMessages english = NotationMessages.of(game, Messages.ENGLISH);
    if (outcome.termination().equals(Termination.RESIGNATION) && outcome.winner().isDefined()) {
      return english.text(resigned(outcome.winner().get().opposite()));
    }
    return english.text(outcome.termination());
  }

  private static Localizable resigned(Side side) {
    return Localizable.of(RESIGNED_BY, side, Termination.RESIGNATION.ruleId());
  }

  private static <P extends GamePosition<P>> Either<Localizable, Move> resolve(P position, String token) {
    NotationSpec spec = position.game().notation();
    Either<SyntaxError, MoveText> text = MoveText.parse(RecordSyntax.withoutAnnotation(token), spec.squares(),
        PieceLetters.ENGLISH.in(spec));
    if (text.isLeft()) {
      return Either.left(new MoveProblem.Unreadable(text.getLeft()));
    }
    return MoveResolver.resolve(position, text.get()).toEither().mapLeft(p -> p);
  }

  private static String snippet(SyntaxError e) {
    int from = Math.min(e.column(), e.input().length());
    int to = from;
    while (to < e.input().length() && to - from < 20 && e.input().charAt(to) != '\n') {
      to++;
    }
    return e.input().substring(from, to).trim();
  }

  /**
   * Writes a record: its tags, then its moves numbered PGN-style, then its result. The
   * {@link Tags#RESULT}, {@link Tags#GAME}, {@link Tags#VARIANT} tags, and {@link Tags#FEN} (when the
   * round did not start from the game's start position), {@link Tags#TERMINATION} and
   * {@link Tags#SCORE} (when the round is over) are computed from the record; the given tags supply
   * the rest (players, date, round, ...), the Seven Tag Roster first.
   *
   * <pre>{@code
   * RecordText.write(record, LinkedHashMap.of(Tags.WHITE, "Ana", Tags.BLACK, "Robot", Tags.ROUND, "1"));
   * // [Round "1"]
   * // [White "Ana"]
   * // [Black "Robot"]
   * // [Result "*"]
   * // [Game "diamonds"]
   * // [Variant "standard"]
   * //
   * // 1. Ke1-e2 Ke8-d7 2. Ke2-d3 *
   * }</pre>
   *
   * @param <P> the position type
   * @param record the record
   * @param tags the players, the date, the round and any other tags
   * @return the text, ending with a line break
   */
  public static <P extends GamePosition<P>> String write(GameRecord<P> record, LinkedHashMap<String, String> tags) {
    P start = record.start();
    GameDefinition<P> game = start.game();
    Option<Outcome> outcome = record.outcome();
    String result = result(outcome);
    LinkedHashMap<String, String> computed = LinkedHashMap.of(Tags.RESULT, result, Tags.GAME, game.family(),
        Tags.VARIANT, game.variant());
    if (!start.equals(game.start())) {
      computed = computed.put(Tags.FEN, PositionText.write(start));
    }
    if (outcome.isDefined()) {
      computed = computed.put(Tags.TERMINATION, terminationWords(game, outcome.get()))
          .put(Tags.SCORE, outcome.get().score().white() + "-" + outcome.get().score().black());
    }
    StringBuilder out = new StringBuilder();
    for (String name : ROSTER) {
      Option<String> value = Tags.RESULT.equals(name) ? Option.some(result) : tags.get(name);
      value.forEach(v -> tag(out, name, v));
    }
    for (var entry : computed) {
      if (!Tags.RESULT.equals(entry._1)) {
        tag(out, entry._1, entry._2);
      }
    }
    for (var entry : tags) {
      if (!ROSTER.contains(entry._1) && !COMPUTED.contains(entry._1)) {
        tag(out, entry._1, entry._2);
      }
    }
    out.append('\n');
    MoveWriter writer = new MoveWriter(game.notation());
    StringBuilder line = new StringBuilder();
    int number = 1;
    boolean first = true;
    Seq<P> positions = record.positions();
    Seq<Move> moves = record.moves();
    for (int i = 0; i < moves.size(); i++) {
      Side mover = positions.get(i).sideToMove();
      String token = "";
      if (mover == Side.WHITE) {
        token = number + ". ";
      } else if (first) {
        token = number + "... ";
      }
      token += writer.write(moves.get(i));
      if (mover == Side.BLACK) {
        number++;
      }
      first = false;
      append(out, line, token);
    }
    append(out, line, result);
    out.append(line).append('\n');
    return out.toString();
  }

  /**
   * Writes the rounds of a match: one record per round, {@link Tags#ROUND} {@code 1}, {@code 2}, ...,
   * with Player 1 as White in round 1 and the colours swapped every round (M-2).
   *
   * @param <P> the position type
   * @param rounds the records of the rounds, in order
   * @param player1 the name of Player 1
   * @param player2 the name of Player 2
   * @param tags further tags for every round (event, date, ...)
   * @return the text: the records separated by an empty line
   */
  public static <P extends GamePosition<P>> String writeMatch(Seq<GameRecord<P>> rounds, String player1,
      String player2, LinkedHashMap<String, String> tags) {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < rounds.size(); i++) {
      boolean swapped = (i & 1) == 1;
      LinkedHashMap<String, String> roundTags = tags.put(Tags.ROUND, String.valueOf(i + 1))
          .put(Tags.WHITE, swapped ? player2 : player1)
          .put(Tags.BLACK, swapped ? player1 : player2);
      if (i > 0) {
        out.append('\n');
      }
      out.append(write(rounds.get(i), roundTags));
    }
    return out.toString();
  }

  /**
   * The result token of an outcome.
   *
   * @param outcome the outcome, none while the round goes on
   * @return {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *}
   */
  public static String result(Option<Outcome> outcome) {
    Objects.requireNonNull(outcome, "outcome");
    if (outcome.isEmpty()) {
      return "*";
    }
    Option<Side> winner = outcome.get().winner();
    return winner.isEmpty() ? "1/2-1/2" : winner.get() == Side.WHITE ? "1-0" : "0-1";
  }

  private static void tag(StringBuilder out, String name, String value) {
    String clean = value.replace('\n', ' ').replace('\r', ' ').replace("\\", "\\\\").replace("\"", "\\\"");
    out.append('[').append(name).append(" \"").append(clean).append("\"]\n");
  }

  private static void append(StringBuilder out, StringBuilder line, String token) {
    if (line.length() > 0 && line.length() + 1 + token.length() > LINE) {
      out.append(line).append('\n');
      line.setLength(0);
    }
    if (line.length() > 0) {
      line.append(' ');
    }
    line.append(token);
  }
}
