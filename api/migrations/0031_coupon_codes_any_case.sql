-- Coupon codes are one code whatever the case they are typed in (issue 24: `welcome50` was "not valid"):
-- looked up by upper(code), and unique by it, so no two coupons differ only in case. The code keeps the
-- case it was written in; the plain unique constraint stays for the ON CONFLICT (code) of older writers.
create unique index coupons_code_upper_key on coupons (upper(code));
