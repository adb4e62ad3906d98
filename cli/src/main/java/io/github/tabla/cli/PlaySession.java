package io.github.tabla.cli;

import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Move;
import io.github.tabla.core.Piece;
import io.github.tabla.core.Role;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareSet;
import io.github.tabla.core.match.Match;
import io.github.tabla.core.match.MatchFormat;
import io.github.tabla.core.match.MatchOutcome;
import io.github.tabla.core.match.MatchScoring;
import io.github.tabla.core.match.Player;
import io.github.tabla.core.match.RoundResult;
import io.github.tabla.core.match.Seat;
import io.github.tabla.core.match.Standing;
import io.github.tabla.core.record.GameRecord;
import io.github.tabla.core.robot.Level;
import io.github.tabla.core.robot.Robot;
import io.github.tabla.core.robot.Value;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.text.Normalizer;
import java.util.Locale;

/**
 * A match played in the terminal: a person against the Robot (the person is Player 1, White in round
 * 1 and Black in round 2, M-2), or two people at one keyboard. It draws the board, the score, whose
 * turn it is and the last move; reads moves in the game's notation or as squares; answers an illegal
 * move with its reason; shows each round's final board and result before the next round begins; and
 * knows {@code help}, {@code hint}, {@code moves [FROM]}, {@code undo}, {@code draw}, {@code resign},
 * {@code board} and {@code quit}, in English and in the chosen language.
 *
 * @param <P> the game's position type
 */
final class PlaySession<P extends GamePosition<P>> {
  /** The commands a person may type instead of a move, by their key in the bundle. */
  enum Command {
    HELP("help", "?"), HINT("hint"), MOVES("moves"), UNDO("undo"), DRAW("draw"), RESIGN("resign"), BOARD("board"),
    QUIT("quit", "exit");

    private final Seq<String> english;

    Command(String... english) {
      this.english = Array.of(english);
    }

    String key() {
      return "command." + name().toLowerCase(Locale.ROOT);
    }

    String word(Texts texts) {
      return texts.get(key());
    }

    boolean matches(String input, Texts texts) {
      String i = plain(input);
      return english.contains(i) || plain(word(texts)).equals(i);
    }

    /** The words of this command a person may type, the chosen language's first. */
    Seq<String> words(Texts texts) {
      return english.prepend(word(texts)).distinct();
    }
  }

  /** What a typed line led to. */
  private enum Next { GO_ON, LEAVE, INPUT_ENDED }

  private final GameContext<P> ctx;
  private final Terminal term;
  private final Texts texts;
  private final Option<Robot<P>> robot;
  private final Robot<P> adviser;
  private final Thinking thinking;
  private final boolean unicode;
  private Match<P> match;
  private int resultsShown;
  // the record last drawn, by identity: a repeated position after new moves is drawn again
  private Object drawn = new Object();

  private PlaySession(GameContext<P> ctx, Terminal term, Option<Level> level, long seed, Thinking thinking,
      boolean unicode, String first, String second) {
    this.ctx = ctx;
    this.term = term;
    this.texts = ctx.texts;
    this.robot = level.map(l -> ctx.game.robot(l, seed));
    this.adviser = robot.getOrElse(() -> ctx.game.robot(ctx.game.strongestLevel(), seed));
    this.thinking = thinking;
    this.unicode = unicode;
    this.match = Match.of(ctx.game, first, second);
  }

  /**
   * A match ready to play.
   *
   * @param level the Robot's level; none for two people
   * @param first Player 1's name (the person, against the Robot)
   * @param second Player 2's name
   */
  static <P extends GamePosition<P>> PlaySession<P> of(GameContext<P> ctx, Terminal term, Option<Level> level,
      long seed, Thinking thinking, boolean unicode, String first, String second) {
    return new PlaySession<>(ctx, term, level, seed, thinking, unicode, first, second);
  }

  /**
   * Plays the match to its end, or until the person quits or the input ends.
   *
   * @return 0 at the end of the match or when the person quits; 1 when the input ends before the match
   */
  int run() {
    introduce();
    announceRound();
    while (!match.isOver()) {
      P position = match.current().current();
      Player mover = match.toMove().get();
      Seq<Move> legal = position.legalMoves();
      if (isRobot(mover)) {
        Move m = robot.get().choose(match.current(), thinking.budget()).move();
        play(m);
        term.say(texts.get("robot.plays", mover.name(), ctx.write(m)));
      } else if (legal.size() == 1 && legal.head().isPass()) {
        // a forced pass (KD-9, KN-8, QB-8) is no choice: play it and say why
        term.say(texts.get("play.must-pass", mover.name()));
        play(legal.head());
      } else {
        showBoard(false, SquareSet.empty());
        Option<String> line = term.ask(prompt(mover, position.sideToMove()), completions(position));
        Next next = line.isEmpty() ? Next.INPUT_ENDED : answer(line.get().strip(), position, mover);
        if (next == Next.INPUT_ENDED) {
          term.say(texts.get("play.input-ended"));
          return Tabla.INTERNAL_ERROR;
        }
        if (next == Next.LEAVE) {
          term.say(texts.get("play.goodbye"));
          return 0;
        }
      }
      if (!roundsEnded()) {
        return Tabla.INTERNAL_ERROR;
      }
    }
    finish(match.outcome().get());
    return 0;
  }

  private boolean isRobot(Player player) {
    return robot.isDefined() && player.seat() == Seat.SECOND;
  }

  private boolean singleGame() {
    return match.format().rounds() == 1;
  }

  private void play(Move move) {
    match = match.play(move).getOrElseThrow(r -> new IllegalStateException("a legal move was refused: " + r));
  }

  /** Handles one line typed by a person. */
  private Next answer(String input, P position, Player mover) {
    if (input.isEmpty()) {
      return Next.GO_ON;
    }
    String[] words = input.split("\\s+", 2);
    if (Command.HELP.matches(input, texts)) {
      help();
    } else if (Command.HINT.matches(input, texts)) {
      term.say(texts.get("play.hint", ctx.write(adviser.hint(match.current(), thinking.budget()))));
    } else if (Command.MOVES.matches(input, texts)) {
      term.say(texts.get("play.legal-moves", position.legalMoves().map(ctx::write).mkString(" ")));
    } else if (words.length == 2 && Command.MOVES.matches(words[0], texts)) {
      movesFrom(position, words[1].strip());
    } else if (Command.UNDO.matches(input, texts)) {
      undo();
    } else if (Command.DRAW.matches(input, texts)) {
      return draw(position, mover);
    } else if (Command.RESIGN.matches(input, texts)) {
      return resign(mover);
    } else if (Command.BOARD.matches(input, texts)) {
      showBoard(true, SquareSet.empty());
    } else if (Command.QUIT.matches(input, texts)) {
      return Next.LEAVE;
    } else {
      Either<io.github.tabla.core.Localizable, Move> move = ctx.readMove(position, input);
      if (move.isLeft()) {
        term.say(ctx.text(move.getLeft()));
        term.say(texts.get("play.try-again", Command.HELP.word(texts), Command.MOVES.word(texts)));
      } else {
        play(move.get());
      }
    }
    return Next.GO_ON;
  }

  /** {@code moves e2}: the legal moves of the piece on a square, its destinations lit on the board. */
  private void movesFrom(P position, String name) {
    Option<Square> square = ctx.game.notation().squares().square(name.toLowerCase(Locale.ROOT));
    if (square.isEmpty()) {
      term.say(texts.get("play.not-a-square", Shown.input(name)));
      return;
    }
    Seq<Move> from = position.legalMoves().filter(m -> m.origin().contains(square.get()));
    if (from.isEmpty()) {
      term.say(texts.get("play.no-moves-from", ctx.name(square.get())));
      return;
    }
    showBoard(true, position.destinationsFrom(square.get()));
    term.say(texts.get("play.moves-from", ctx.name(square.get()), from.map(ctx::write).mkString(" ")));
  }

  /**
   * Takes back moves. Against the Robot: until it is the person's turn again, with at least one of their
   * moves undone. Between two people: the last move, whoever made it. Either way it says which.
   */
  private void undo() {
    if (robot.isEmpty()) {
      Option<Move> last = match.current().lastMove();
      Option<Match<P>> back = match.undo();
      if (back.isEmpty() || last.isEmpty()) {
        term.say(texts.get("play.nothing-to-undo.anyone"));
        return;
      }
      Player who = match.playerOf(last.get().side());
      match = back.get();
      term.say(texts.get("play.undone.player", who.name(), ctx.write(last.get())));
      return;
    }
    Side person = match.sideOf(Seat.FIRST);
    Match<P> m = match;
    Array<Move> undone = Array.empty();
    while (true) {
      Option<Move> last = m.current().lastMove();
      Option<Match<P>> back = m.undo();
      if (back.isEmpty() || last.isEmpty()) {
        term.say(texts.get("play.nothing-to-undo"));
        return;
      }
      undone = undone.prepend(last.get());
      m = back.get();
      if (m.current().current().sideToMove() == person) {
        match = m;
        Move yours = undone.head();
        term.say(undone.size() == 1 ? texts.get("play.undone.yours", ctx.write(yours))
            : texts.get("play.undone.yours-and-reply", ctx.write(yours), ctx.write(undone.get(1)),
                match.player(Seat.SECOND).name()));
        return;
      }
    }
  }

  /**
   * A draw offer (ID-13.1, and rule 13.1 of every draughts variant): the other person, or the Robot, accepts
   * or refuses.
   */
  private Next draw(P position, Player offering) {
    if (!ctx.game.drawByAgreement()) {
      term.say(texts.get("play.draw.not-allowed"));
      return Next.GO_ON;
    }
    Player other = match.player(offering.seat().opposite());
    boolean accepted;
    if (robot.isDefined()) {
      // the Robot accepts when it does not see itself ahead
      Value v = adviser.choose(match.current(), thinking.budget()).value();
      Side robotSide = match.sideOf(Seat.SECOND);
      accepted = !(v instanceof Value.Unknown) && !v.favours(position.sideToMove()).contains(robotSide);
      term.say(texts.get(accepted ? "play.draw.robot-accepts" : "play.draw.robot-refuses", other.name()));
    } else {
      term.say(texts.get("play.draw.offer", offering.name(), other.name()));
      Option<Boolean> yes = yesOrNo(texts.get("play.draw.question", other.name()));
      if (yes.isEmpty()) {
        return Next.INPUT_ENDED;
      }
      accepted = yes.get();
      term.say(texts.get(accepted ? "play.draw.accepted" : "play.draw.refused", other.name()));
    }
    if (accepted) {
      match = match.agreeDraw().getOrElseThrow(r -> new IllegalStateException("no draw: " + r));
    }
    return Next.GO_ON;
  }

  /** A resignation (M-8), after the person confirms it: the round ends, won by the other player. */
  private Next resign(Player mover) {
    Player other = match.player(mover.seat().opposite());
    String question = singleGame() ? texts.get("play.resign.confirm.game", other.name())
        : texts.get("play.resign.confirm", match.round(), other.name());
    Option<Boolean> yes = yesOrNo(question);
    if (yes.isEmpty()) {
      return Next.INPUT_ENDED;
    }
    if (!yes.get()) {
      term.say(texts.get("play.resign.cancelled"));
      return Next.GO_ON;
    }
    match = match.resign(mover.seat()).getOrElseThrow(r -> new IllegalStateException("cannot resign: " + r));
    return Next.GO_ON;
  }

  /** Asks a yes-or-no question until it is answered; none when the input ends. */
  private Option<Boolean> yesOrNo(String question) {
    Seq<String> words = Array.of(texts.get("answer.yes").split(",")[0].strip(),
        texts.get("answer.no").split(",")[0].strip());
    while (true) {
      Option<String> answer = term.ask(question, words);
      if (answer.isEmpty()) {
        return Option.none();
      }
      Option<Boolean> yes = texts.yesOrNo(answer.get());
      if (yes.isDefined()) {
        return yes;
      }
      term.say(texts.get("play.yes-or-no", words.get(0), words.get(1)));
    }
  }

  private void introduce() {
    String game = Catalog.familyName(ctx.game.family(), texts)
        + (ctx.game.variant().equals("standard") ? "" : " (" + Catalog.variantName(ctx.game, texts) + ")");
    Player one = match.player(Seat.FIRST);
    Player two = match.player(Seat.SECOND);
    term.say(robot.isDefined()
        ? texts.get("play.intro.robot", game, Catalog.levelName(ctx.game, robot.get().level(), texts.locale()))
        : texts.get("play.intro.two-players", game, one.name(), two.name()));
    // a single game names who moves first: White in most games, Black in English draughts and pool
    Side first = ctx.game.start().sideToMove();
    term.say(singleGame()
        ? texts.get(first == Side.WHITE ? "play.format.single" : "play.format.single.black",
            match.playerOf(first).name())
        : texts.get("play.format.rounds", match.format().rounds(), one.name(), two.name()));
    term.say(texts.get("play.how", Command.HELP.word(texts), Command.MOVES.word(texts)));
  }

  private void announceRound() {
    term.say("");
    Player white = match.playerOf(Side.WHITE);
    term.say(singleGame()
        ? texts.get("play.game-starts", white.name(), match.playerOf(Side.BLACK).name())
        : texts.get("play.round-starts", match.round(), match.format().rounds(), white.name(),
            match.playerOf(Side.BLACK).name()));
  }

  /**
   * Shows the rounds that have just ended: each one's final board with its own players and colours, its
   * result, and the match total; then, before the next round, waits for Enter at a terminal.
   *
   * @return {@code false} when the input ended while waiting
   */
  private boolean roundsEnded() {
    Seq<RoundResult> results = match.results();
    if (results.size() <= resultsShown) {
      return true;
    }
    for (RoundResult r : results.drop(resultsShown)) {
      GameRecord<P> record = match.rounds().get(r.number() - 1);
      boolean whiteAtBottom = robot.isEmpty() || r.sideOf(Seat.FIRST) == Side.WHITE;
      drawBoard(record, r.white(), r.black(), r.number(), MatchScoring.standings(results.take(r.number() - 1)),
          whiteAtBottom, SquareSet.empty());
      term.say(ctx.text(singleGame() ? r.gameSummary() : r));
      if (!singleGame()) {
        term.say(standings(MatchScoring.standings(results.take(r.number()))));
      }
    }
    resultsShown = results.size();
    drawn = new Object();
    if (match.isOver()) {
      return true;
    }
    if (term.interactive()) {
      term.say("");
      if (term.ask(texts.get("play.press-enter", match.round())).isEmpty()) {
        term.say(texts.get("play.input-ended"));
        return false;
      }
    }
    announceRound();
    return true;
  }

  private void finish(MatchOutcome outcome) {
    term.say("");
    term.say(texts.get(singleGame() ? "play.game-over" : "play.match-over"));
    if (!singleGame()) {
      term.say(standings(outcome.standings()));
    }
    term.say(ctx.text(outcome));
  }

  private String standings(Seq<Standing> standings) {
    return texts.get("play.match-standing", standings.map(this::tally).mkString(", "));
  }

  private String tally(Standing s) {
    MatchFormat format = match.format();
    String value = switch (format) {
      case POINTS -> String.valueOf(s.points());
      case ROUNDS_THEN_RACE_LENGTH -> String.valueOf(s.roundsWon());
      case SINGLE_GAME, TWO_GAMES -> s.gamePoints();
    };
    return s.player().name() + " " + value;
  }

  /** The current round's board, unless it is the one last drawn. */
  private void showBoard(boolean always, SquareSet destinations) {
    if (!always && drawn == match.current()) {
      return;
    }
    drawn = match.current();
    boolean whiteAtBottom = robot.isEmpty() || match.sideOf(Seat.FIRST) == Side.WHITE;
    drawBoard(match.current(), match.playerOf(Side.WHITE), match.playerOf(Side.BLACK), match.round(),
        match.round() > 1 ? match.standings() : Array.empty(), whiteAtBottom, destinations);
  }

  /** A round's board with its status: round, moves, score, notes, the match total so far, the last move. */
  private void drawBoard(GameRecord<P> record, Player white, Player black, int round, Seq<Standing> before,
      boolean whiteAtBottom, SquareSet destinations) {
    P position = record.current();
    Board board = Board.of(unicode, whiteAtBottom);
    term.say("");
    board.draw(position, new Board.Highlights(record.lastMove(), destinations)).forEach(term::say);
    term.say(board.legend(position, ctx, texts));
    int played = position.turns().white() + position.turns().black();
    String roundText = singleGame() ? "" : texts.get("status.round", round, match.format().rounds()) + "   ";
    String moves = ctx.game.maxPlies().map(max -> texts.get("status.moves", played, max))
        .getOrElse(() -> texts.get("status.moves.unlimited", played));
    term.say(roundText + moves);
    String scoreKey = texts.has("status.score." + ctx.game.family()) ? "status.score." + ctx.game.family()
        : "status.score";
    term.say(texts.get(scoreKey, white.name(), side(Side.WHITE), position.score().white(),
        black.name(), side(Side.BLACK), position.score().black()));
    position.notes().map(ctx::text).forEach(term::say);
    if (!before.isEmpty() && match.format() != MatchFormat.SINGLE_GAME) {
      term.say(standings(before));
    }
    Option<Move> last = record.lastMove();
    if (last.isDefined()) {
      Player who = last.get().side() == Side.WHITE ? white : black;
      term.say(texts.get("status.last-move", who.name(), ctx.write(last.get())));
    }
  }

  private String side(Side side) {
    return ctx.messages.text("side." + side.name().toLowerCase(Locale.ROOT), Array.empty());
  }

  private String prompt(Player mover, Side side) {
    return robot.isDefined()
        ? texts.get("prompt.your-move", side(side))
        : texts.get("prompt.player-move", mover.name(), side(side));
  }

  /** What Tab completes at the prompt: the legal moves, then the commands. */
  private Seq<String> completions(P position) {
    Seq<String> commands = Array.of(Command.values()).flatMap(c -> c.words(texts));
    return position.legalMoves().map(ctx::write).appendAll(commands);
  }

  private void help() {
    term.say(texts.get("help.intro", ctx.write(match.current().current().legalMoves().head())));
    Seq<Command> commands = Array.of(Command.values())
        .filter(c -> c != Command.DRAW || ctx.game.drawByAgreement());
    Seq<String> words = commands.map(c -> {
      String word = c.word(texts);
      String english = c.english.head();
      return plain(word).equals(english) ? word : word + " (" + english + ")";
    });
    int width = words.map(String::length).max().getOrElse(0);
    for (int i = 0; i < commands.size(); i++) {
      String word = words.get(i);
      term.say("  " + word + " ".repeat(width - word.length() + 2)
          + texts.get("help." + commands.get(i).name().toLowerCase(Locale.ROOT)));
    }
    Seq<Role> lettered = ctx.lettered();
    if (!lettered.isEmpty()) {
      term.say(texts.get("help.letters", lettered.map(r -> {
        String english = String.valueOf(r.letter());
        String own = ctx.letters.ownLetter(r).filter(l -> !l.equals(english)).map(l -> l + "/").getOrElse("");
        return own + english + " " + texts.get("piece-name." + r.name().toLowerCase(Locale.ROOT));
      }).mkString(", ")));
    }
  }

  /** Lower case without accents, so that "mutari" is read as "mutări". */
  static String plain(String s) {
    return Normalizer.normalize(s.strip().toLowerCase(Locale.ROOT), Normalizer.Form.NFD).replaceAll("\\p{M}", "");
  }

  /** The message code of a piece's name, for example {@code piece.white.king}. */
  static String pieceKey(Piece p) {
    return "piece." + p.side().name().toLowerCase(Locale.ROOT) + "." + p.role().name().toLowerCase(Locale.ROOT);
  }
}
