import "server-only";
import { z } from "zod";
import { answers, data, said } from "@/lib/server/openapi";
import {
  loginAnswerSchema,
  refreshAnswerSchema,
  registeredSchema,
  userInfoSchema,
} from "../schemas";

/** What the accounts routes answer (decision 0042): each route's `answers(...)`, by its path. */
export const routeAnswers = {
  postRefresh: answers({ 200: data(refreshAnswerSchema) }, ["INVALID_REFRESH_TOKEN"]),
  postInvalidate: answers({ 200: data(z.strictObject({ success: z.boolean() })) }, [
    "INVALID_REFRESH_TOKEN",
  ]),
  postRegister: answers({ 201: data(registeredSchema) }, ["EMAIL_TAKEN", "RATE_LIMITED"]),
  postLogin: answers({ 200: data(loginAnswerSchema) }, [
    "INVALID_CREDENTIALS",
    "ACCOUNT_INACTIVE",
    "RATE_LIMITED",
  ]),
  postRegisterVerify: answers({ 200: said() }, ["INVALID_LINK"]),
  postRegisterRequestVerification: answers({ 200: said() }, ["RATE_LIMITED"]),
  postRequestPasswordReset: answers({ 200: said() }, ["RATE_LIMITED"]),
  postPasswordReset: answers({ 200: said() }, ["INVALID_LINK"]),
  getInfo: answers({ 200: data(userInfoSchema) }, ["NOT_FOUND"]),
  getTimezone: answers({ 200: data(z.strictObject({ timezone: z.string() })) }, ["NOT_FOUND"]),
  postTimezone: answers({ 200: data(z.strictObject({ timezone: z.string() })) }),
  postProfileUpdatePassword: answers({ 200: said() }, ["INVALID_CREDENTIALS", "RATE_LIMITED"]),
  postProfileChangeEmail: answers({ 200: said() }, ["EMAIL_TAKEN", "RATE_LIMITED"]),
  postProfileValidateEmailChange: answers({ 200: data(z.strictObject({ email: z.string() })) }, [
    "INVALID_LINK",
    "EMAIL_TAKEN",
    "RATE_LIMITED",
  ]),
  deleteProfileDeleteAccount: answers({ 200: said() }, [
    "INVALID_CREDENTIALS",
    "REAUTHENTICATION_REQUIRED",
    "VALIDATION_FAILED",
  ]),
};
