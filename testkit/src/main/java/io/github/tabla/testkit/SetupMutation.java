package io.github.tabla.testkit;

import org.apiguardian.api.API;
import io.github.tabla.core.Piece;
import io.github.tabla.core.Placement;
import io.github.tabla.core.Role;
import io.github.tabla.core.Setup;
import io.github.tabla.core.Side;
import io.github.tabla.core.BoardShape;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareSet;
import io.vavr.Tuple2;
import io.vavr.collection.Array;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Seq;
import java.util.Objects;
import java.util.SplittableRandom;

/**
 * One way to change a valid {@link Setup} into a possibly invalid one, as a board editor or a
 * mistyped position text would: pieces moved, removed, added or stacked, the turn flipped, fields
 * corrupted, removed or invented, items added, removed or put under a piece.
 *
 * <pre>{@code
 * SplittableRandom random = new SplittableRandom(42);
 * MutatedSetup m = SetupMutation.mutate(game.start().toSetup(), random, 3);
 * Setup s = SetupMutation.FLIP_TURN.apply(MutatedSetup.of(setup), random).setup();
 * }</pre>
 */
@API(status = API.Status.STABLE, since = "0.1")
public enum SetupMutation {
  /** A piece goes to another square (perhaps off the game's board, perhaps onto another piece). */
  MOVE_PIECE,
  /** A piece is taken off. */
  REMOVE_PIECE,
  /** A random piece of a random side is put on a random square. */
  ADD_PIECE,
  /** A second piece is put on an occupied square. */
  STACK_PIECE,
  /** The other side is to move. */
  FLIP_TURN,
  /** A field gets a bad value: empty, negative, not a number, huge, or one off. */
  CORRUPT_FIELD,
  /** A field is left out. */
  REMOVE_FIELD,
  /** A field the game does not know is added. */
  ADD_UNKNOWN_FIELD,
  /** An item (a diamond, a button) is added on a random square. */
  ADD_ITEM,
  /** An item is taken off. */
  REMOVE_ITEM,
  /** An item is put under a piece. */
  ITEM_UNDER_PIECE,
  /** Every piece is taken off. */
  CLEAR_BOARD;

  private static final SetupMutation[] ALL = values();
  private static final Square[] SQUARES = BoardShape.EIGHT_BY_EIGHT.squares().toJavaArray(Square[]::new);
  private static final Role[] ROLES = Role.values();

  /**
   * Applies from one to {@code maxChanges} random mutations.
   *
   * @param setup a valid setup
   * @param random the randomness
   * @param maxChanges the most changes, at least 1
   * @return the changed setup with its changes
   */
  public static MutatedSetup mutate(Setup setup, SplittableRandom random, int maxChanges) {
    Objects.requireNonNull(setup, "setup");
    Objects.requireNonNull(random, "random");
    MutatedSetup m = MutatedSetup.of(setup);
    int changes = 1 + random.nextInt(Math.max(1, maxChanges));
    for (int i = 0; i < changes; i++) {
      m = ALL[random.nextInt(ALL.length)].apply(m, random);
    }
    return m;
  }

  /**
   * Applies this mutation once; a mutation that has nothing to act on (no piece to remove) changes
   * nothing and says so.
   *
   * @param current the setup so far
   * @param random the randomness
   * @return the setup after this change
   */
  public MutatedSetup apply(MutatedSetup current, SplittableRandom random) {
    Setup s = current.setup();
    Seq<Placement> pieces = s.placements();
    switch (this) {
      case MOVE_PIECE: {
        if (pieces.isEmpty()) {
          return current.then(s, "move a piece: there is none");
        }
        int i = random.nextInt(pieces.size());
        Square to = square(random);
        Placement p = pieces.get(i);
        return current.then(with(s, pieces.update(i, Placement.of(to, p.piece()))),
            "move the " + p.piece() + " from " + p.square() + " to " + to);
      }
      case REMOVE_PIECE: {
        if (pieces.isEmpty()) {
          return current.then(s, "remove a piece: there is none");
        }
        int i = random.nextInt(pieces.size());
        return current.then(with(s, pieces.removeAt(i)), "remove the " + pieces.get(i).piece() + " on "
            + pieces.get(i).square());
      }
      case ADD_PIECE: {
        Piece piece = Piece.of(random.nextBoolean() ? Side.WHITE : Side.BLACK, ROLES[random.nextInt(ROLES.length)]);
        Square to = square(random);
        return current.then(s.withPiece(to, piece), "add a " + piece + " on " + to);
      }
      case STACK_PIECE: {
        if (pieces.isEmpty()) {
          return current.then(s, "stack a piece: there is none");
        }
        Placement p = pieces.get(random.nextInt(pieces.size()));
        Piece piece = Piece.of(random.nextBoolean() ? Side.WHITE : Side.BLACK, ROLES[random.nextInt(ROLES.length)]);
        return current.then(s.withPiece(p.square(), piece), "add a " + piece + " on " + p.square()
            + " under the " + p.piece());
      }
      case FLIP_TURN:
      {
        // a setup with no side to move (an earlier mutation may have cleared it) gets White
        Side flipped = s.turn() == null ? Side.WHITE : s.turn().opposite();
        return current.then(s.withTurn(flipped), "flip the turn to " + flipped);
      }
      case CORRUPT_FIELD: {
        if (s.fields().isEmpty()) {
          return current.then(s, "corrupt a field: there is none");
        }
        Tuple2<String, String> f = s.fields().toArray().get(random.nextInt(s.fields().size()));
        String bad = badValue(f._2, random);
        return current.then(s.withField(f._1, bad), "set the field " + f._1 + " from \"" + f._2 + "\" to \""
            + bad + "\"");
      }
      case REMOVE_FIELD: {
        if (s.fields().isEmpty()) {
          return current.then(s, "remove a field: there is none");
        }
        String name = s.fields().keySet().toArray().get(random.nextInt(s.fields().size()));
        LinkedHashMap<String, String> fewer = s.fields().remove(name);
        return current.then(new Setup(s.placements(), s.items(), s.turn(), fewer), "remove the field " + name);
      }
      case ADD_UNKNOWN_FIELD:
        return current.then(s.withField("testkit-unknown", "1"), "add the unknown field testkit-unknown");
      case ADD_ITEM: {
        Square at = square(random);
        return current.then(s.withItems(s.items().with(at)), "add an item on " + at);
      }
      case REMOVE_ITEM: {
        if (s.items().isEmpty()) {
          return current.then(s, "remove an item: there is none");
        }
        Square at = s.items().toArray().get(random.nextInt(s.items().size()));
        return current.then(s.withItems(s.items().without(at)), "remove the item on " + at);
      }
      case ITEM_UNDER_PIECE: {
        if (pieces.isEmpty()) {
          return current.then(s, "put an item under a piece: there is none");
        }
        Square at = pieces.get(random.nextInt(pieces.size())).square();
        return current.then(s.withItems(s.items().union(SquareSet.of(at))), "put an item under the piece on " + at);
      }
      default:
        return current.then(with(s, Array.empty()), "clear the board");
    }
  }

  private static Setup with(Setup s, Seq<Placement> placements) {
    return new Setup(placements, s.items(), s.turn(), s.fields());
  }

  private static Square square(SplittableRandom random) {
    return SQUARES[random.nextInt(SQUARES.length)];
  }

  private static String badValue(String value, SplittableRandom random) {
    switch (random.nextInt(8)) {
      case 0:
        return "";
      case 1:
        return "-1";
      case 2:
        return "x";
      case 3:
        return "99999999999999999999";
      case 4:
        return " " + value;
      case 5:
        return String.valueOf(Integer.MAX_VALUE);
      case 6:
        return plus(value, 1);
      default:
        return plus(value, -1);
    }
  }

  private static String plus(String value, int delta) {
    try {
      return String.valueOf(Long.parseLong(value) + delta);
    } catch (NumberFormatException e) {
      return value + delta;
    }
  }
}
