package io.github.tabla.cli;

import io.github.tabla.core.Outcome;
import io.github.tabla.core.Side;
import io.github.tabla.core.robot.Value;
import io.github.tabla.json.GameJson;
import io.github.tabla.json.TablaJson;
import io.vavr.collection.Seq;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The objects the {@code --json} outputs write, field by field, on one line (so that {@code --stdin}
 * answers stay one line each); the Robot's value and a round's outcome are the JSON view's
 * ({@code tabla-json}), and the JSON itself is written by it.
 */
final class Json {
  private final Map<String, Object> fields = new LinkedHashMap<>();

  Json string(String name, String value) {
    fields.put(name, value);
    return this;
  }

  Json number(String name, long value) {
    fields.put(name, value);
    return this;
  }

  Json bool(String name, boolean value) {
    fields.put(name, value);
    return this;
  }

  Json strings(String name, Seq<String> values) {
    List<Object> list = new ArrayList<>(values.asJava());
    fields.put(name, list);
    return this;
  }

  Json object(String name, Json value) {
    fields.put(name, value.fields);
    return this;
  }

  Json tree(String name, Object tree) {
    fields.put(name, tree);
    return this;
  }

  /**
   * A Robot's value as the JSON view writes it: its kind, its unit and amount (for the side it favours),
   * its distance in plies and moves for a win or a loss, the side it favours, whether it is proved, its
   * words.
   */
  static Map<String, Object> value(GameContext<?> ctx, Value value, Side sideToMove) {
    return GameJson.of(ctx.game, ctx.texts.locale()).valueTree(value, sideToMove);
  }

  /** How a round ended, as the JSON view writes it: the winner, the termination's code, rule and words, the score. */
  static Map<String, Object> outcome(GameContext<?> ctx, Outcome outcome) {
    return GameJson.of(ctx.game, ctx.texts.locale()).outcomeTree(outcome);
  }

  @Override
  public String toString() {
    return TablaJson.write(fields);
  }
}
