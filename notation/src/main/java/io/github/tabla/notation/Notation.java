package io.github.tabla.notation;

import org.apiguardian.api.API;
import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Move;
import io.github.tabla.core.NotationSpec;
import io.github.tabla.core.Setup;
import io.github.tabla.core.SyntaxError;
import io.github.tabla.core.record.GameRecord;
import io.github.tabla.notation.move.MoveProblem;
import io.github.tabla.notation.move.MoveResolver;
import io.github.tabla.notation.move.MoveText;
import io.github.tabla.notation.move.MoveWriter;
import io.github.tabla.notation.move.PieceLetters;
import io.github.tabla.notation.move.Resolution;
import io.github.tabla.notation.position.PositionProblem;
import io.github.tabla.notation.position.PositionText;
import io.github.tabla.notation.record.RecordProblem;
import io.github.tabla.notation.record.RecordReading;
import io.github.tabla.notation.record.RecordText;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import java.util.Locale;
import java.util.Objects;

/**
 * Everything text for one game: moves, positions and records, read and written from the game's
 * {@link NotationSpec}. Immutable and safe to share; make one per game and keep it.
 *
 * <pre>{@code
 * Notation<P> n = Notation.forGame(game);
 * P p = game.start();
 * String text = n.writeMove(p.legalMoves().head());        // "Ke1-d1", "22-18", ...
 * Either<MoveProblem, Move> m = n.readMove(p, "Ke2");      // short algebraic, resolved in p
 * String fen = n.writePosition(p);                        // "8/8/..." or "W:W21,...:B1,..."
 * Either<PositionProblem, P> back = n.readPosition(fen);  // Right(p)
 * }</pre>
 *
 * <p>The testkit's text round trips (its property 5) take this notation as they are:
 *
 * <pre>{@code
 * Conformance.of(game)
 *     .withMoveFormat(MoveFormat.of((position, move) -> n.writeMove(move), n::readMove))
 *     .withPositionFormat(PositionFormat.of(n::writePosition, n::readPosition));
 * }</pre>
 *
 * @param <P> the game's position type
 */
@API(status = API.Status.STABLE, since = "0.1")
public final class Notation<P extends GamePosition<P>> {
  private final GameDefinition<P> game;
  private final NotationSpec spec;
  private final MoveWriter writer;

  private Notation(GameDefinition<P> game) {
    this.game = game;
    this.spec = Objects.requireNonNull(game.notation(), "the game declares no notation");
    this.writer = new MoveWriter(spec);
  }

  /**
   * The notation of a game.
   *
   * @param <P> the game's position type
   * @param game the game
   * @return its notation
   */
  public static <P extends GamePosition<P>> Notation<P> forGame(GameDefinition<P> game) {
    Objects.requireNonNull(game, "game");
    return new Notation<>(game);
  }

  /**
   * The game.
   *
   * @return the game this notation reads and writes
   */
  public GameDefinition<P> game() {
    return game;
  }

  /**
   * The game's notation declaration.
   *
   * @return the spec
   */
  public NotationSpec spec() {
    return spec;
  }

  /**
   * Writes a move in full: {@code 29x22x15x6}, {@code Ke1-e2}, {@code --}.
   *
   * @param move the move
   * @return the text
   */
  public String writeMove(Move move) {
    Objects.requireNonNull(move, "move");
    return writer.write(move);
  }

  /**
   * Writes a move compactly: a draughts capture by its two ends ({@code 29x6}) unless another legal
   * capture in the position has the same ends (ID-11a); other moves as {@link #writeMove}.
   *
   * @param position the position the move is played in
   * @param move one of its legal moves
   * @return the text
   */
  public String writeMoveCompact(P position, Move move) {
    Objects.requireNonNull(position, "position");
    Objects.requireNonNull(move, "move");
    return writer.writeCompact(position, move);
  }

  /**
   * Reads a move text without a position (the syntax layer).
   *
   * @param text the text
   * @return the move text, or where and why it cannot be read
   */
  public Either<SyntaxError, MoveText> parseMove(String text) {
    return parseMove(text, PieceLetters.ENGLISH);
  }

  /**
   * Reads a move text without a position, with the piece letters of a person's language read beside the
   * English ones. A game whose moves have no piece letters ({@link NotationSpec#pieceLetters()} false) reads
   * none ({@link PieceLetters#NONE}): its move texts start with a square.
   *
   * @param text the text
   * @param letters the piece letters to read, for example {@code PieceLetters.of(Messages.ROMANIAN)}
   * @return the move text, or where and why it cannot be read
   */
  public Either<SyntaxError, MoveText> parseMove(String text, PieceLetters letters) {
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(letters, "letters");
    return MoveText.parse(text, spec.squares(), letters.in(spec));
  }

  /**
   * Resolves a move text in a position (the resolution layer).
   *
   * @param position the position
   * @param text the move text
   * @return the legal move, or no match, ambiguous, or illegal
   */
  public Resolution resolve(P position, MoveText text) {
    Objects.requireNonNull(position, "position");
    Objects.requireNonNull(text, "text");
    return MoveResolver.resolve(position, text);
  }

  /**
   * Reads a move in a position: both layers at once.
   *
   * @param position the position
   * @param text the text
   * @return the legal move the text names, or the problem
   */
  public Either<MoveProblem, Move> readMove(P position, String text) {
    return readMove(position, text, PieceLetters.ENGLISH);
  }

  /**
   * Reads a move in a position with the piece letters of a person's language read beside the English
   * ones: in Romanian {@code Td1-d4} moves the rook on d1, and {@code Rd1-d4} moves the king (rege) or,
   * when a rook stands on d1, the rook. A letter that names neither piece on the origin is refused
   * ({@link io.github.tabla.notation.move.Resolution.WrongPiece}).
   *
   * <pre>{@code
   * notation.readMove(position, "Td1-d4", PieceLetters.of(Messages.ROMANIAN));
   * }</pre>
   *
   * @param position the position
   * @param text the text
   * @param letters the piece letters to read
   * @return the legal move the text names, or the problem
   */
  public Either<MoveProblem, Move> readMove(P position, String text, PieceLetters letters) {
    Objects.requireNonNull(position, "position");
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(letters, "letters");
    Either<SyntaxError, MoveText> parsed = parseMove(text, letters);
    if (parsed.isLeft()) {
      return Either.left(new MoveProblem.Unreadable(parsed.getLeft()));
    }
    return resolve(position, parsed.get()).toEither();
  }

  /**
   * Writes a position in the game's canonical text.
   *
   * @param position the position
   * @return the text
   */
  public String writePosition(P position) {
    Objects.requireNonNull(position, "position");
    return PositionText.write(spec, position.toSetup());
  }

  /**
   * Writes a setup in the game's canonical text.
   *
   * @param setup the setup
   * @return the text
   */
  public String writeSetup(Setup setup) {
    return PositionText.write(spec, setup);
  }

  /**
   * Reads a position text into an unvalidated setup (syntax only).
   *
   * @param text the text
   * @return the setup, or where and why it cannot be read
   */
  public Either<SyntaxError, Setup> parseSetup(String text) {
    Objects.requireNonNull(text, "text");
    return PositionText.read(spec, text);
  }

  /**
   * Reads a position: the syntax, then the game's validation with every problem at once.
   *
   * @param text the text
   * @return the position, or the syntax error or the game's setup problems
   */
  public Either<PositionProblem, P> readPosition(String text) {
    return PositionText.parse(game, text);
  }

  /**
   * Writes a record of a round.
   *
   * @param record the record
   * @param tags the players, date, round and other tags
   * @return the PGN- or PDN-style text
   */
  public String writeRecord(GameRecord<P> record, LinkedHashMap<String, String> tags) {
    Objects.requireNonNull(record, "record");
    Objects.requireNonNull(tags, "tags");
    return RecordText.write(record, tags);
  }

  /**
   * Writes the rounds of a match, Player 1 with White in round 1 (M-2).
   *
   * @param rounds the rounds' records
   * @param player1 Player 1's name
   * @param player2 Player 2's name
   * @param tags further tags for every round
   * @return the text
   */
  public String writeMatch(Seq<GameRecord<P>> rounds, String player1, String player2,
      LinkedHashMap<String, String> tags) {
    Objects.requireNonNull(rounds, "rounds");
    Objects.requireNonNull(player1, "player1");
    Objects.requireNonNull(player2, "player2");
    Objects.requireNonNull(tags, "tags");
    return RecordText.writeMatch(rounds, player1, player2, tags);
  }

  /**
   * Reads the first record of a text and replays it while its moves are valid.
   *
   * @param text the text
   * @return the reading, or why the record cannot start
   */
  public Either<RecordProblem, RecordReading<P>> readRecord(String text) {
    return RecordText.read(game, text);
  }

  /**
   * Reads every record of a text (the rounds of a match).
   *
   * @param text the text
   * @return one reading or problem per record
   */
  public Seq<Either<RecordProblem, RecordReading<P>>> readRecords(String text) {
    return RecordText.readAll(game, text);
  }

  /**
   * The messages of this game with notation's own texts, in a language.
   *
   * @param locale the language
   * @return the messages
   */
  public NotationMessages messages(Locale locale) {
    return NotationMessages.of(game, locale);
  }

  /**
   * A short description.
   *
   * @return for example {@code "Notation[diamonds]"}
   */
  @Override
  public String toString() {
    return "Notation[" + game.id() + "]";
  }
}
