package io.github.tabla.notation.games;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Games;
import io.github.tabla.core.Localizable;
import io.github.tabla.notation.Notation;
import io.github.tabla.notation.NotationMessages;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import java.time.Duration;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.function.IntFunction;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Large inputs, from 1 KB to 1 MB (10 MB in the deep run, {@code -Dtabla.deep=true}), many of them
 * one field repeated, given to every reader of every game: position texts and setups, move texts and
 * records. Each is answered with a value or an error that has a text, never an exception, an
 * out-of-memory or a hang. The time bound guards against hangs and quadratic work: 10 s an input in
 * the default run, 1 s in the deep run (the speed itself is in {@code docs/benchmarks.md}).
 */
class LargeInputsTest {
  private static final boolean DEEP = Boolean.getBoolean("tabla.deep");
  private static final Seq<Integer> SIZES = DEEP ? Array.of(1 << 10, 1 << 16, 1 << 20, 10 << 20)
      : Array.of(1 << 10, 1 << 16, 1 << 20);
  private static final Duration BOUND = Duration.ofSeconds(DEEP ? 1 : 10);

  /** A named way to make a text of about a given length. */
  record Shape(String name, IntFunction<String> make) {
    @Override
    public String toString() {
      return name;
    }
  }

  static Seq<Shape> shapes() {
    return Array.of(
        new Shape("draughts squares", n -> "W:W" + repeat("1-32,", n) + "1:B2"),
        new Shape("kings", n -> "W:WK" + repeat("K9,", n) + ":B1"),
        new Shape("board ranks", n -> repeat("8/", n) + " w 0 0 0 0"),
        new Shape("fields", n -> "W:W21-32:B1-12" + repeat(":white-moves=5", n)),
        new Shape("move path", n -> "e1" + repeat("-e2", n)),
        new Shape("draughts path", n -> "29" + repeat("x22", n)),
        new Shape("tags", n -> repeat("[Event \"x\"]\n", n) + "1. Ka1-b2 *"),
        new Shape("moves", n -> repeat("1. Ka1-b2 Kd4-c4 2. Kb2-a1 Kc4-d4 ", n) + "*"),
        new Shape("records", n -> repeat("[Game \"mini\"]\n*\n\n", n)),
        new Shape("comment", n -> "1. {" + repeat("a", n) + "} *"),
        new Shape("variations", n -> "1. " + repeat("(", n) + "Ka1-b2 *"),
        new Shape("digits", n -> repeat("9", n)),
        new Shape("new lines", n -> repeat("\n", n)),
        new Shape("noise", n -> {
          SplittableRandom random = new SplittableRandom(n);
          StringBuilder b = new StringBuilder(n);
          for (int i = 0; i < n; i++) {
            b.append((char) (32 + random.nextInt(95)));
          }
          return b.toString();
        }));
  }

  static Seq<GameDefinition<?>> games() {
    return Games.definitions();
  }

  @ParameterizedTest
  @MethodSource("games")
  void everyReaderAnswersLargeInputsQuickly(GameDefinition<?> game) {
    check(game);
  }

  private static <P extends GamePosition<P>> void check(GameDefinition<P> game) {
    Notation<P> notation = Notation.forGame(game);
    P start = game.start();
    NotationMessages texts = NotationMessages.of(game, Locale.ENGLISH);
    Seq<Reader> readers = Array.of(
        new Reader("readPosition", t -> Array.of(answer(notation.readPosition(t), texts))),
        new Reader("parseSetup", t -> Array.of(answer(notation.parseSetup(t), texts))),
        new Reader("parseMove", t -> Array.of(answer(notation.parseMove(t), texts))),
        new Reader("readMove", t -> Array.of(answer(notation.readMove(start, t), texts))),
        new Reader("readRecord", t -> Array.of(answer(notation.readRecord(t), texts))),
        new Reader("readRecords", t -> notation.readRecords(t).map(r -> answer(r, texts))));
    for (Shape shape : shapes()) {
      for (int size : SIZES) {
        String input = shape.make().apply(size);
        for (Reader reader : readers) {
          String what = game.id() + " " + reader.name + " of " + shape + " (" + input.length() + " chars)";
          Seq<String> answers = assertTimeoutPreemptively(BOUND, () -> reader.read.apply(input), what);
          // a text of blank lines holds no record at all; every other answer is one value or error at least
          assertTrue(!answers.isEmpty() || input.isBlank() && reader.name.equals("readRecords"), what);
          for (String said : answers) {
            assertFalse(said.isBlank(), what);
            // an error's message stays short however long the input: the input is cut, not echoed whole
            assertTrue(said.length() < 2_000, () -> what + " answered " + said.length() + " chars: "
                + said.substring(0, 200));
          }
        }
      }
    }
  }

  private record Reader(String name, Function<String, Seq<String>> read) {
  }

  // a value reads as "ok"; an error as its English text, which must exist
  private static String answer(Either<? extends Localizable, ?> result, NotationMessages texts) {
    return result.fold(texts::text, value -> "ok");
  }

  private static String repeat(String field, int length) {
    return field.repeat(Math.max(1, length / field.length()));
  }
}
