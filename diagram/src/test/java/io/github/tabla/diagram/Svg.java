package io.github.tabla.diagram;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/** A parsed SVG document, and ways to find its elements by class and square. */
final class Svg {
  static final String NS = "http://www.w3.org/2000/svg";
  private static final Pattern TRANSLATE = Pattern.compile("translate\\((-?[0-9.]+),(-?[0-9.]+)\\)");

  final Document document;

  private Svg(Document document) {
    this.document = document;
  }

  /** Parses the text as namespace-aware XML with no external entities; fails the test when it is not well formed. */
  static Svg parse(String text) {
    try {
      DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
      f.setNamespaceAware(true);
      f.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
      f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
      DocumentBuilder b = f.newDocumentBuilder();
      b.setErrorHandler(null);
      return new Svg(b.parse(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8))));
    } catch (Exception e) {
      throw new AssertionError("not well-formed XML: " + e.getMessage() + "\n" + text, e);
    }
  }

  Element root() {
    return document.getDocumentElement();
  }

  /** Every element in the SVG namespace with a tag name, in document order. */
  List<Element> all(String tag) {
    NodeList nodes = document.getElementsByTagNameNS(NS, tag);
    List<Element> out = new ArrayList<>();
    for (int i = 0; i < nodes.getLength(); i++) {
      out.add((Element) nodes.item(i));
    }
    return out;
  }

  /** Every element whose class list holds all the given classes. */
  List<Element> withClass(String... classes) {
    NodeList nodes = document.getElementsByTagNameNS("*", "*");
    List<Element> out = new ArrayList<>();
    for (int i = 0; i < nodes.getLength(); i++) {
      Element e = (Element) nodes.item(i);
      List<String> has = Arrays.asList(e.getAttribute("class").split(" "));
      if (has.containsAll(Arrays.asList(classes))) {
        out.add(e);
      }
    }
    return out;
  }

  /** The data-square attributes of the elements with the classes, in document order. */
  List<String> squaresOf(String... classes) {
    List<String> out = new ArrayList<>();
    for (Element e : withClass(classes)) {
      out.add(e.getAttribute("data-square"));
    }
    return out;
  }

  /** The one element with the classes on a square. */
  Element on(String square, String... classes) {
    List<Element> found = new ArrayList<>();
    for (Element e : withClass(classes)) {
      if (e.getAttribute("data-square").equals(square)) {
        found.add(e);
      }
    }
    assertEquals(1, found.size(), "elements " + Arrays.toString(classes) + " on " + square);
    return found.get(0);
  }

  /** The square's rectangle as {x, y, size}. */
  double[] squareRect(String square) {
    Element r = on(square, "square");
    return new double[] {num(r, "x"), num(r, "y"), num(r, "width")};
  }

  static double num(Element e, String attribute) {
    return Double.parseDouble(e.getAttribute(attribute));
  }

  /** The x and y of a translate(x,y) transform. */
  static double[] translation(Element e) {
    Matcher m = TRANSLATE.matcher(e.getAttribute("transform"));
    if (!m.find()) {
      throw new AssertionError("no translate in " + e.getAttribute("transform"));
    }
    return new double[] {Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2))};
  }

  /** The text of the title element. */
  String title() {
    List<Element> titles = all("title");
    assertEquals(1, titles.size());
    return titles.get(0).getTextContent();
  }

  /** Whether some element or attribute anywhere has the given local name. */
  boolean hasAnything(String localName) {
    return hasAnything(document.getDocumentElement(), localName);
  }

  private static boolean hasAnything(Node node, String localName) {
    if (localName.equals(node.getLocalName())) {
      return true;
    }
    if (node.getAttributes() != null) {
      for (int i = 0; i < node.getAttributes().getLength(); i++) {
        Node a = node.getAttributes().item(i);
        if (localName.equals(a.getLocalName()) || localName.equals(a.getNodeName())) {
          return true;
        }
      }
    }
    for (Node c = node.getFirstChild(); c != null; c = c.getNextSibling()) {
      if (hasAnything(c, localName)) {
        return true;
      }
    }
    return false;
  }
}
