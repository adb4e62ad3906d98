package io.github.tabla.core;

import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Objects;
import java.util.ServiceLoader;

/**
 * Finds the games on the class path or module path through {@link ServiceLoader}.
 *
 * <pre>{@code
 * Games.ids();                             // ["buttons", "buttons:extra-rook", "diamonds", ...]
 * Games.byId("knights").map(GameDefinition::start);
 * }</pre>
 */
public final class Games {
  private Games() {}

  private static final class Loaded {
    static final Seq<GameDefinition<?>> ALL = load();

    private static Seq<GameDefinition<?>> load() {
      Array<GameDefinition<?>> found = Array.empty();
      for (GameDefinition<?> g : ServiceLoader.load(GameDefinition.class, Games.class.getClassLoader())) {
        found = found.append(g);
      }
      return found.sortBy(GameDefinition::id);
    }
  }

  /**
   * Every game found, sorted by id.
   *
   * @return the games
   */
  public static Seq<GameDefinition<?>> all() {
    return Loaded.ALL;
  }

  /**
   * The ids of every game found, sorted.
   *
   * @return the ids
   */
  public static Seq<String> ids() {
    return all().map(GameDefinition::id);
  }

  /**
   * The game with a stable id.
   *
   * @param id for example {@code "italian-draughts"} or {@code "buttons:extra-rook"}
   * @return the game, or none when no module provides it
   */
  public static Option<GameDefinition<?>> byId(String id) {
    Objects.requireNonNull(id, "id");
    return all().find(g -> g.id().equals(id));
  }
}
