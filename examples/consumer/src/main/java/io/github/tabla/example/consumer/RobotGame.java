package io.github.tabla.example.consumer;

import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Games;
import io.github.tabla.core.Move;
import io.github.tabla.core.Outcome;
import io.github.tabla.core.Side;
import io.github.tabla.core.record.GameRecord;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.Level;
import io.github.tabla.core.robot.Robot;
import io.github.tabla.notation.Notation;
import io.github.tabla.notation.record.RecordProblem;
import io.github.tabla.notation.record.RecordReading;
import io.github.tabla.notation.record.Tags;
import io.vavr.collection.LinkedHashMap;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Locale;

/**
 * Plays one complete game of Italian draughts, the gentlest Robot against itself, writes the game
 * record and reads it back. It is what a Tabla user writes: the game is found through its id (the
 * game module {@code provides} it), moves and records are written with the notation module.
 *
 * <p>Exits with status 1 when anything disagrees, or when it does not run on the module path.
 */
public final class RobotGame {
  private static final long SEED = 20261130L;
  /** A node budget, not a time budget: the same moves on every machine. */
  private static final Budget BUDGET = Budget.ofNodes(20_000);

  private RobotGame() {}

  /**
   * Plays the game.
   *
   * @param args none
   */
  public static void main(String[] args) {
    if (!GameDefinition.class.getModule().isNamed() || !RobotGame.class.getModule().isNamed()) {
      fail("not on the module path: Tabla core is in " + GameDefinition.class.getModule()
          + ", this example in " + RobotGame.class.getModule());
    }
    Option<GameDefinition<?>> found = Games.definition("italian-draughts");
    if (found.isEmpty()) {
      fail("no game italian-draughts on the module path; found " + Games.ids().mkString(", "));
    }
    play(found.get());
  }

  private static <P extends GamePosition<P>> void play(GameDefinition<P> game) {
    Notation<P> notation = Notation.forGame(game);
    Level gentle = game.levels().head();
    Robot<P> white = game.robot(gentle, SEED);
    Robot<P> black = game.robot(gentle, SEED + 1);
    int maxPlies = game.maxPlies().getOrElse(1_000);
    System.out.println(game.id() + ": the " + gentle.id() + " Robot against itself, seed " + SEED);

    GameRecord<P> record = GameRecord.of(game.start());
    StringBuilder line = new StringBuilder();
    while (!record.isOver()) {
      if (record.ply() >= maxPlies) {
        fail("no end after " + record.ply() + " plies");
      }
      P position = record.current();
      Robot<P> mover = record.ply() % 2 == 0 ? white : black;
      Move move = mover.choose(position, BUDGET).move();
      Either<?, GameRecord<P>> next = record.play(move);
      if (next.isLeft()) {
        fail("the Robot chose a move the game refuses: " + notation.writeMove(move) + ": " + next.getLeft());
      }
      if (record.ply() % 2 == 0) {
        line.append(record.ply() / 2 + 1).append(". ");
      }
      line.append(notation.writeMove(move)).append(' ');
      if (line.length() > 72) {
        System.out.println(line.toString().strip());
        line.setLength(0);
      }
      record = next.get();
    }
    if (line.length() > 0) {
      System.out.println(line.toString().strip());
    }
    Outcome outcome = record.outcome().get();
    System.out.println("result: " + outcome.winner().map(side -> name(side) + " wins").getOrElse("a draw")
        + " (" + outcome.termination().code() + ") after " + record.ply() + " plies");

    String text = notation.writeRecord(record, LinkedHashMap.of(Tags.EVENT, "Tabla consumer example",
        Tags.WHITE, "Robot " + gentle.id(), Tags.BLACK, "Robot " + gentle.id()));
    Either<RecordProblem, RecordReading<P>> read = notation.readRecord(text);
    if (read.isLeft()) {
      fail("the written record cannot be read back: " + read.getLeft() + "\n" + text);
    }
    RecordReading<P> back = read.get();
    if (!back.isComplete()) {
      fail("the record stops at " + back.error().get() + "\n" + text);
    }
    if (!back.moves().equals(record.moves())) {
      fail("the record's moves differ from the game's\n" + text);
    }
    if (!back.position().equals(record.current()) || back.position().hash() != record.current().hash()) {
      fail("replaying the record ends in another position\n" + text);
    }
    if (!back.record().outcome().equals(record.outcome())) {
      fail("the record's result " + back.record().outcome() + " differs from the game's " + outcome + "\n" + text);
    }
    System.out.println("record: " + text.length() + " characters, read back to the same final position");
  }

  private static String name(Side side) {
    return side.name().charAt(0) + side.name().substring(1).toLowerCase(Locale.ROOT);
  }

  private static void fail(String message) {
    System.err.println("consumer example FAILED: " + message);
    System.exit(1);
  }
}
