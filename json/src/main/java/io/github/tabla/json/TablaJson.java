package io.github.tabla.json;

import org.apiguardian.api.API;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.jr.ob.JSON;
import io.github.tabla.core.AnyGame;
import io.github.tabla.core.Games;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The JSON view of Tabla: the version of its schema, the catalogue of games, and plain JSON trees written
 * and read with the limits every reader of this module keeps. The documents of one game (its positions,
 * moves, refusals, records, ...) come from {@link GameJson}.
 *
 * <p>A tree is what JSON binders use: {@link java.util.Map}s with their fields in order, {@link List}s,
 * strings, numbers, booleans and {@code null}. The JSON itself is read and written by jackson-jr (a small
 * library over jackson-core, neither with a dependency of its own, with a module name, and common on
 * Android), so that reading keeps jackson-core's checked limits and precise places for bad syntax.
 *
 * <pre>{@code
 * TablaJson.games();                      // {"version":1,"kind":"games","games":[{"id":"buttons",...},...]}
 * TablaJson.read("{\"a\":[1,2]}");          // Right({a=[1, 2]})
 * TablaJson.read("[1,2").getLeft().text();  // "line 1, column 5: Unexpected end-of-input ..."
 * }</pre>
 *
 * <p>The schema of every document is {@link #schema()}, a JSON Schema (draft 2020-12) shipped in this jar.
 * Every document carries {@code "version": 1}; a reader refuses another version with
 * {@link JsonProblem#VERSION}. Stateless and safe to use from any thread.
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class TablaJson {
  private TablaJson() {}

  /** The version of the schema this module writes and reads. */
  public static final int VERSION = 1;
  /** The longest text a reader reads, in characters: a match record of the longest games fits many times. */
  public static final int MAX_CHARS = 1_000_000;
  /** The deepest nesting of arrays and objects a reader accepts (the documents nest at most six deep). */
  public static final int MAX_DEPTH = 32;
  /** Where the schema lies in this jar. */
  public static final String SCHEMA_RESOURCE = "/io/github/tabla/json/tabla.schema.json";

  private static final JsonFactory FACTORY = JsonFactory.builder()
      .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_DEPTH)
          .maxStringLength(MAX_CHARS).maxNumberLength(64).build())
      .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
      .build();
  private static final JSON JSON_TREES = JSON.builder(FACTORY).enable(JSON.Feature.PRESERVE_FIELD_ORDERING,
      JSON.Feature.FAIL_ON_DUPLICATE_MAP_KEYS, JSON.Feature.WRITE_NULL_PROPERTIES).build();

  /**
   * Writes a tree as compact JSON on one line.
   *
   * @param tree maps with string keys, lists, strings, numbers, booleans and {@code null} (the JSON
   *     {@code null} itself), nested
   * @return the JSON text
   * @throws IllegalArgumentException when the tree holds anything else
   */
  public static String write(@Nullable Object tree) {
    checkTree(tree, 0);
    try {
      return JSON_TREES.asString(tree);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void checkTree(@Nullable Object tree, int depth) {
    if (depth > MAX_DEPTH) {
      throw new IllegalArgumentException("a JSON tree nests deeper than " + MAX_DEPTH);
    }
    if (tree instanceof Map<?, ?> map) {
      for (Map.Entry<?, ?> e : map.entrySet()) {
        if (!(e.getKey() instanceof String)) {
          throw new IllegalArgumentException("a JSON object's keys are strings, not " + e.getKey());
        }
        checkTree(e.getValue(), depth + 1);
      }
    } else if (tree instanceof List<?> list) {
      for (Object o : list) {
        checkTree(o, depth + 1);
      }
    } else if (tree != null && !(tree instanceof String) && !(tree instanceof Number)
        && !(tree instanceof Boolean)) {
      throw new IllegalArgumentException("not a JSON value: " + tree.getClass().getName());
    }
  }

  /**
   * Reads a JSON text into a tree, within the limits ({@link #MAX_CHARS}, {@link #MAX_DEPTH}, no key twice in
   * one object, nothing after the value).
   *
   * @param json the text
   * @return the tree (objects as ordered maps, arrays as lists, numbers as {@code Integer}, {@code Long},
   *     {@code BigInteger} or {@code Double}), or where and why it is not JSON
   */
  public static Either<JsonProblem, Object> read(String json) {
    Objects.requireNonNull(json, "json");
    if (json.length() > MAX_CHARS) {
      return Either.left(JsonProblem.of(JsonProblem.TOO_LARGE, "",
          "the text has " + json.length() + " characters; at most " + MAX_CHARS + " are read"));
    }
    try (JsonParser parser = FACTORY.createParser(json)) {
      if (parser.nextToken() == null) {
        return Either.left(JsonProblem.of(JsonProblem.SYNTAX, "line 1, column 1", "there is no JSON value"));
      }
      Object tree = JSON_TREES.anyFrom(parser);
      if (parser.nextToken() != null) {
        return Either.left(JsonProblem.of(JsonProblem.SYNTAX, place(parser.currentTokenLocation()),
            "there is more after the JSON value"));
      }
      return Either.right(tree);
    } catch (StreamConstraintsException e) {
      String message = tidy(e.getOriginalMessage());
      String code = message.contains("depth") ? JsonProblem.TOO_DEEP : JsonProblem.TOO_LARGE;
      return Either.left(JsonProblem.of(code, place(e.getLocation()), message));
    } catch (JsonProcessingException e) {
      return Either.left(JsonProblem.of(JsonProblem.SYNTAX, place(e.getLocation()), tidy(e.getOriginalMessage())));
    } catch (IOException e) {
      return Either.left(JsonProblem.of(JsonProblem.SYNTAX, "", String.valueOf(e.getMessage())));
    }
  }

  /** Jackson's words without the parts that say nothing to a reader (where the source is not shown). */
  private static String tidy(@Nullable String message) {
    String m = message == null ? "not JSON" : message;
    m = m.replaceAll("\\s*\\(start marker at \\[Source:[^\\]]*\\][^)]*\\)", "");
    m = m.replaceAll("\\s*at \\[Source:[^\\]]*\\]", "");
    m = m.replaceAll("\\s*\\(for [^)]*\\)", "");
    return m.trim();
  }

  private static String place(JsonLocation at) {
    return at == null || at.getLineNr() < 0 ? "" : "line " + at.getLineNr() + ", column " + at.getColumnNr();
  }

  /**
   * The catalogue of every game found ({@link Games#all()}), with English texts.
   *
   * @return {@code {"version":1,"kind":"games","games":[...]}}, each game as {@link GameJson#gameTree()}
   */
  public static String games() {
    return games(Games.all(), Locale.ENGLISH);
  }

  /**
   * The catalogue of some games, the texts in a language.
   *
   * @param games the games
   * @param locale the language of the texts
   * @return {@code {"version":1,"kind":"games","games":[...]}}
   */
  public static String games(Seq<AnyGame> games, Locale locale) {
    Objects.requireNonNull(games, "games");
    Objects.requireNonNull(locale, "locale");
    List<Object> list = new ArrayList<>();
    for (AnyGame g : games) {
      list.add(GameJson.of(g, locale).gameTree());
    }
    Map<String, Object> doc = document("games");
    doc.put("games", list);
    return write(doc);
  }

  /**
   * Reads a {@code game} document back (or any object with the game's {@code "id"}): the game of that id
   * among those found ({@link Games#all()}).
   *
   * @param json the JSON text
   * @return the game, or the problem: not JSON, another version or kind, no such game
   */
  public static Either<JsonProblem, AnyGame> readGame(String json) {
    Objects.requireNonNull(json, "json");
    return read(json).flatMap(tree -> {
      Reading r = new Reading(tree);
      return r.object("").flatMap(doc -> Reading.header(doc, "game").flatMap(ok -> r.string(doc, "/id")))
          .flatMap(id -> Games.byId(id).toEither(() -> JsonProblem.of(JsonProblem.GAME, "/id", "no game "
              + Reading.describe(id) + " is found; the games are " + Games.ids().mkString(", "))));
    });
  }

  /**
   * The JSON Schema (draft 2020-12) of every document this module writes and reads.
   *
   * @return the schema's text
   */
  public static String schema() {
    try (InputStream in = TablaJson.class.getResourceAsStream(SCHEMA_RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException("the schema " + SCHEMA_RESOURCE + " is missing from the jar");
      }
      java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
      byte[] buffer = new byte[8192];
      for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
        out.write(buffer, 0, n);
      }
      return new String(out.toByteArray(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static Map<String, Object> document(String kind) {
    Map<String, Object> doc = new LinkedHashMap<>();
    doc.put("version", VERSION);
    doc.put("kind", kind);
    return doc;
  }
}
