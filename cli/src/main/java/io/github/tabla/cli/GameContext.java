package io.github.tabla.cli;

import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Localizable;
import io.github.tabla.core.Move;
import io.github.tabla.core.MoveRejection;
import io.github.tabla.core.Role;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareNaming;
import io.github.tabla.core.record.GameRecord;
import io.github.tabla.core.record.Replay;
import io.github.tabla.notation.Notation;
import io.github.tabla.notation.NotationMessages;
import io.github.tabla.notation.move.MoveProblem;
import io.github.tabla.notation.move.PieceLetters;
import io.github.tabla.notation.move.Resolution;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * One game as the command line uses it: the definition, its notation, and its texts in the user's
 * language. Reading positions and moves, and writing them, goes through the notation module, so every
 * game is read and written the same way.
 *
 * @param <P> the game's position type
 */
final class GameContext<P extends GamePosition<P>> {
  /** The prefix of a {@code --stdin} line that lists moves rather than giving a position text. */
  static final String MOVES_PREFIX = "moves:";
  /** The longest line read as one move: a draughts path of 13 landings is about 40 characters. */
  static final int LONGEST_MOVE = Shown.LIMIT;

  private static final Pattern SEPARATORS = Pattern.compile("[\\s,;]+");
  // "1." and "12..." in pasted records are move numbers, not moves
  private static final Pattern MOVE_NUMBER = Pattern.compile("\\d+\\.+");
  private static final Pattern CHESS_PAIR = Pattern.compile("(?i)([a-p][1-9][0-9]?)([a-p][1-9][0-9]?)");

  final GameDefinition<P> game;
  final Notation<P> notation;
  final NotationMessages messages;
  final Texts texts;
  final PieceLetters letters;

  private GameContext(GameDefinition<P> game, Texts texts) {
    this.game = game;
    this.notation = Notation.forGame(game);
    this.messages = NotationMessages.of(game, texts.locale());
    this.texts = texts;
    this.letters = PieceLetters.of(texts.locale());
  }

  static GameContext<?> of(GameDefinition<?> game, Texts texts) {
    return create(game, texts);
  }

  private static <P extends GamePosition<P>> GameContext<P> create(GameDefinition<P> game, Texts texts) {
    return new GameContext<>(game, texts);
  }

  /** A message of the command line, the game, notation or core, in the user's language. */
  String text(Localizable message) {
    return texts.has(message.code()) ? texts.get(message.code(), message.arguments().toJavaArray())
        : messages.text(message);
  }

  /** A move in the game's notation, in full: {@code 29x22x15x6}, {@code Ke1-e2}, {@code --}. */
  String write(Move move) {
    return notation.writeMove(move);
  }

  /** A position in the game's canonical text. */
  String write(P position) {
    return notation.writePosition(position);
  }

  /** A square as the game names it: {@code e4}, or {@code 22} in draughts (ID-2). */
  String name(Square square) {
    return game.notation().squares().name(square).getOrElse(square.text());
  }

  /**
   * The round a command works on: the position text, or the start position, with the listed moves
   * played from it through a {@link GameRecord}, so that a repetition (ID-13.2) ends it as a game would.
   *
   * @throws UserError for a bad position text or a move that cannot be played (with its ply and why)
   */
  GameRecord<P> record(Option<String> positionText, Option<String> moves) {
    Either<String, GameRecord<P>> r = tryRecord(positionText, moves);
    if (r.isLeft()) {
      throw new UserError(r.getLeft());
    }
    return r.get();
  }

  /** As {@link #record}, with the problem as text instead of an exception. */
  Either<String, GameRecord<P>> tryRecord(Option<String> positionText, Option<String> moves) {
    Either<String, P> start = positionText.isEmpty()
        ? Either.right(game.start())
        : notation.readPosition(positionText.get()).mapLeft(this::text);
    if (start.isLeft()) {
      return Either.left(start.getLeft());
    }
    if (moves.isEmpty()) {
      return Either.right(GameRecord.of(start.get()));
    }
    Replay<P> replay = GameRecord.replay(start.get(), tokens(moves.get()), this::readMove);
    return replay.error().isDefined() ? Either.left(text(replay.error().get())) : Either.right(replay.record());
  }

  /** The round of one {@code --stdin} line: a position text, or {@code moves:} and a move list. */
  Either<String, GameRecord<P>> fromLine(String line) {
    String l = line.strip();
    return l.regionMatches(true, 0, MOVES_PREFIX, 0, MOVES_PREFIX.length())
        ? tryRecord(Option.none(), Option.some(l.substring(MOVES_PREFIX.length())))
        : tryRecord(Option.some(l), Option.none());
  }

  /** The moves of a move list: split on spaces and commas, move numbers left out. */
  static Seq<String> tokens(String moves) {
    return Array.of(SEPARATORS.split(moves.strip())).filter(t -> !t.isEmpty() && !MOVE_NUMBER.matcher(t).matches());
  }

  /**
   * The legal move a person means: a move in the game's notation ({@code 22-18}, {@code Ke2},
   * {@code e1-e2}, with the piece letters of the person's language too), or squares alone
   * ({@code e1 e2}, {@code e1e2}, {@code 22 18}, {@code 29 22 15 6}). A piece letter that does not match
   * the piece on the origin is refused, never corrected.
   *
   * @return the move, or why there is none, in words the messages can say
   */
  Either<Localizable, Move> readMove(P position, String text) {
    String t = text.strip();
    if (t.length() > LONGEST_MOVE) {
      return Either.left(Localizable.of("cli.move.too-long", Shown.input(t), LONGEST_MOVE));
    }
    Either<MoveProblem, Move> read = notation.readMove(position, t, letters);
    if (read.isRight()) {
      return Either.right(read.get());
    }
    MoveProblem problem = read.getLeft();
    Option<Seq<Square>> squares = problem instanceof Resolution.NoMatch noMatch && noMatch.text().piece().isEmpty()
        // squares alone name the move even when the capture mark is left out or wrong
        ? Option.<Seq<Square>>some(noMatch.text().squares()).filter(path -> path.size() >= 2)
        : problem instanceof MoveProblem.Unreadable ? squares(t) : Option.none();
    if (squares.isEmpty()) {
      return Either.left(problem);
    }
    Seq<Square> path = squares.get();
    Either<MoveRejection, Move> bySquares = path.size() == 2
        ? position.moveFor(path.get(0), path.get(1))
        : position.moveFor(path);
    if (bySquares.isRight()) {
      return Either.right(bySquares.get());
    }
    // for a text the notation could read, its own answer says more ("did you mean ...")
    return problem instanceof Resolution.NoMatch ? Either.left(problem) : Either.left(bySquares.getLeft());
  }

  private Option<Seq<Square>> squares(String text) {
    SquareNaming naming = game.notation().squares();
    Seq<String> names = Array.of(text.split("\\s+"));
    if (names.size() == 1 && !naming.numbered()) {
      var pair = CHESS_PAIR.matcher(text);
      if (pair.matches()) {
        names = Array.of(pair.group(1), pair.group(2));
      }
    }
    if (names.size() < 2) {
      return Option.none();
    }
    Seq<Option<Square>> found = names.map(n -> naming.square(n.toLowerCase(Locale.ROOT)));
    return found.forAll(Option::isDefined) ? Option.some(found.map(Option::get)) : Option.none();
  }

  /**
   * The pieces this game's moves name by letter (those that move at the start), in the order K Q R B N;
   * none for a game without letters.
   */
  Seq<Role> lettered() {
    if (!game.notation().pieceLetters()) {
      return Array.empty();
    }
    Seq<Role> moving = game.start().legalMoves().filter(m -> m instanceof Move.PieceMove)
        .map(m -> ((Move.PieceMove) m).role()).distinct();
    return Array.of(Role.KING, Role.QUEEN, Role.ROOK, Role.BISHOP, Role.KNIGHT).filter(moving::contains);
  }
}
