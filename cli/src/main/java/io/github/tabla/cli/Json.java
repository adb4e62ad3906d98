package io.github.tabla.cli;

import io.github.tabla.core.Outcome;
import io.github.tabla.core.Side;
import io.github.tabla.core.robot.Value;
import io.vavr.collection.Seq;
import java.math.BigDecimal;
import java.util.Locale;

/**
 * The little JSON the {@code --json} outputs need: objects written field by field on one line, so
 * that {@code --stdin} answers stay one line each.
 */
final class Json {
  private final StringBuilder out = new StringBuilder("{");

  Json string(String name, String value) {
    return raw(name, quote(value));
  }

  Json number(String name, long value) {
    return raw(name, Long.toString(value));
  }

  Json bool(String name, boolean value) {
    return raw(name, Boolean.toString(value));
  }

  Json strings(String name, Seq<String> values) {
    return raw(name, values.map(Json::quote).mkString("[", ",", "]"));
  }

  Json object(String name, Json value) {
    return raw(name, value.toString());
  }

  Json decimal(String name, BigDecimal value) {
    return raw(name, value.toPlainString());
  }

  /**
   * A Robot's value as JSON: its kind, its unit and amount (for the side it favours), its distance in
   * plies for a win or a loss, and the side it favours.
   */
  static Json value(Value value, Side sideToMove) {
    Json json = new Json().string("kind", value.kind());
    if (value instanceof Value.Exact e) {
      json.string("unit", e.unit().id()).number("amount", Math.abs(e.amount()));
    } else if (value instanceof Value.Estimate e) {
      json.string("unit", e.unit().id()).decimal("amount", e.amount().abs());
    } else if (value instanceof Value.Win w) {
      json.number("plies", w.plies()).number("moves", w.moves());
    } else if (value instanceof Value.Loss l) {
      json.number("plies", l.plies()).number("moves", l.moves());
    }
    value.favours(sideToMove).forEach(s -> json.string("for", s.name().toLowerCase(Locale.ROOT)));
    return json.bool("proved", value.isProved());
  }

  /** How a round ended, as JSON: the winner (or a draw), the termination's code and words, the score. */
  static Json outcome(GameContext<?> ctx, Outcome outcome) {
    Json json = new Json();
    outcome.winner().forEach(w -> json.string("winner", w.name().toLowerCase(Locale.ROOT)));
    return json.bool("draw", outcome.isDraw())
        .string("termination", outcome.termination().code())
        .string("rule", outcome.termination().ruleId())
        .string("text", ctx.text(outcome.termination()))
        .raw("score", "[" + outcome.score().white() + "," + outcome.score().black() + "]");
  }

  Json raw(String name, String json) {
    if (out.length() > 1) {
      out.append(',');
    }
    out.append(quote(name)).append(':').append(json);
    return this;
  }

  @Override
  public String toString() {
    return out + "}";
  }

  static String quote(String s) {
    StringBuilder b = new StringBuilder(s.length() + 2).append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> b.append("\\\"");
        case '\\' -> b.append("\\\\");
        case '\n' -> b.append("\\n");
        case '\r' -> b.append("\\r");
        case '\t' -> b.append("\\t");
        default -> {
          if (c < 0x20) {
            b.append(String.format("\\u%04x", (int) c));
          } else {
            b.append(c);
          }
        }
      }
    }
    return b.append('"').toString();
  }
}
