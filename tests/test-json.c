/* test-json.c: the JSON writer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "pf-json.h"

static void
test_json_nesting (void)
{
  PfJson *json = pf_json_new ();
  g_autofree char *text = NULL;

  pf_json_begin_object (json);
  pf_json_key (json, "levels");
  pf_json_begin_array (json);
  pf_json_begin_object (json);
  pf_json_key (json, "moves");
  pf_json_int (json, 12);
  pf_json_key (json, "name");
  pf_json_string (json, "a \"b\"\n");
  pf_json_key (json, "x");
  pf_json_null (json);
  pf_json_end_object (json);
  pf_json_int (json, -3);
  pf_json_bool (json, TRUE);
  pf_json_double (json, 0.5);
  pf_json_end_array (json);
  pf_json_end_object (json);
  text = pf_json_steal (json);

  g_assert_cmpstr (text, ==,
                   "{\"levels\":[{\"moves\":12,\"name\":\"a \\\"b\\\"\\n\",\"x\":null},-3,true,0.5]}");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/json/nesting", test_json_nesting);
  return g_test_run ();
}
