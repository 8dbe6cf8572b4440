// Generated from schemas/client-report.schema.json by scripts/generate-types.mjs (Ajv standalone code). Do not edit by hand.
// @ts-nocheck
"use strict";
exports.root = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://stringent.dev/schemas/client-report.schema.json","title":"ClientReport","description":"What a client did to the reference server (stringent serve --client-report), as written by its json reporter when the server stops: every request, and each client requirement (CLI-*) judged on them.","type":"object","required":["tool","server","startedAt","stoppedAt","summary","requirements","findings","requests","requestsOmitted","verdict","exitCode"],"additionalProperties":false,"properties":{"tool":{"type":"object","required":["name","version"],"additionalProperties":false,"properties":{"name":{"const":"stringent"},"version":{"type":"string"}}},"server":{"type":"object","description":"The server the client talked to.","required":["url","variants"],"additionalProperties":false,"properties":{"url":{"type":"string","description":"Its public base URL."},"variants":{"type":"array","items":{"type":"string"}},"seed":{"type":"integer","description":"The seed of a seeded variant (edges)."}}},"startedAt":{"type":"string","format":"date-time"},"stoppedAt":{"type":"string","format":"date-time"},"summary":{"type":"object","required":["requests","passed","failed","notApplicable","errors","warnings"],"additionalProperties":false,"properties":{"requests":{"type":"integer","minimum":0},"passed":{"type":"integer","minimum":0},"failed":{"type":"integer","minimum":0},"notApplicable":{"type":"integer","minimum":0},"errors":{"type":"integer","minimum":0},"warnings":{"type":"integer","minimum":0}}},"requirements":{"type":"array","description":"Every client requirement, in catalogue order.","items":{"$ref":"#/$defs/requirement"}},"findings":{"type":"array","description":"Each departure, in request order.","items":{"$ref":"#/$defs/finding"}},"requests":{"type":"array","description":"Every request the server received, in the order received (the first 100000).","items":{"$ref":"#/$defs/request"}},"requestsOmitted":{"type":"integer","minimum":0,"description":"Requests past the first 100000, counted and judged but not listed."},"verdict":{"enum":["pass","fail"],"description":"fail when a requirement of severity error failed."},"exitCode":{"enum":[0,1],"description":"The exit status of stringent serve: 1 when the verdict is fail."}},"$defs":{"requirement":{"title":"ClientRequirementResult","type":"object","required":["id","severity","source","title","status","checked"],"additionalProperties":false,"properties":{"id":{"type":"string","pattern":"^CLI-[A-Z0-9-]+$"},"severity":{"enum":["error","warning"]},"source":{"type":"string","description":"Where the requirement comes from: a section of the API document or of an RFC."},"title":{"type":"string"},"status":{"enum":["passed","failed","not-applicable"]},"checked":{"type":"integer","minimum":0,"description":"On how many requests it was judged."},"reason":{"type":"string","description":"Why it is not applicable."}}},"finding":{"title":"ClientFinding","type":"object","required":["requirement","severity","code","args","message","request","method","target"],"additionalProperties":false,"properties":{"requirement":{"type":"string","pattern":"^CLI-[A-Z0-9-]+$"},"severity":{"enum":["error","warning"]},"code":{"type":"string"},"args":{"type":"object","additionalProperties":{"type":["string","number","boolean","null"]}},"message":{"type":"string"},"request":{"type":"integer","minimum":1,"description":"The number of the request (requests[].seq)."},"method":{"type":"string"},"target":{"type":"string"}}},"request":{"title":"ClientRequest","type":"object","description":"One request as the server saw it. Credentials are never recorded, only whether they were sent.","required":["seq","atMs","method","target","host","parameters","credentials","status","answeredMs"],"additionalProperties":false,"properties":{"seq":{"type":"integer","minimum":1},"atMs":{"type":"number","minimum":0,"description":"When it arrived, in milliseconds since the server started."},"method":{"type":"string"},"target":{"type":"string","description":"The request target as sent."},"host":{"type":"string","description":"The Host header as sent; empty when absent."},"accept":{"type":"string"},"userAgent":{"type":"string"},"credentials":{"type":"boolean","description":"Whether it carried Authorization or Cookie."},"status":{"type":"integer"},"answeredMs":{"type":"number","minimum":0,"description":"When its answer was sent, in milliseconds since the server started."},"retryAfter":{"type":"string","description":"The Retry-After of its answer."},"parameters":{"type":"array","items":{"type":"string"},"description":"The names of its query parameters, decoded, in the order sent."},"kind":{"enum":["list","instance","statistics"],"description":"The endpoint it reached."},"list":{"type":"string","description":"The list a page request was for: its address without query."},"page":{"type":"integer","description":"The page number asked for (1 without a page parameter)."},"lastPage":{"type":"boolean","description":"Whether its answer was a page whose next is null (the last page of its list)."},"links":{"type":"array","items":{"type":"string"},"description":"The next and previous addresses its answer gave."}}}}};
const schema32 = {"title":"ClientRequirementResult","type":"object","required":["id","severity","source","title","status","checked"],"additionalProperties":false,"properties":{"id":{"type":"string","pattern":"^CLI-[A-Z0-9-]+$"},"severity":{"enum":["error","warning"]},"source":{"type":"string","description":"Where the requirement comes from: a section of the API document or of an RFC."},"title":{"type":"string"},"status":{"enum":["passed","failed","not-applicable"]},"checked":{"type":"integer","minimum":0,"description":"On how many requests it was judged."},"reason":{"type":"string","description":"Why it is not applicable."}}};
const schema33 = {"title":"ClientFinding","type":"object","required":["requirement","severity","code","args","message","request","method","target"],"additionalProperties":false,"properties":{"requirement":{"type":"string","pattern":"^CLI-[A-Z0-9-]+$"},"severity":{"enum":["error","warning"]},"code":{"type":"string"},"args":{"type":"object","additionalProperties":{"type":["string","number","boolean","null"]}},"message":{"type":"string"},"request":{"type":"integer","minimum":1,"description":"The number of the request (requests[].seq)."},"method":{"type":"string"},"target":{"type":"string"}}};
const schema34 = {"title":"ClientRequest","type":"object","description":"One request as the server saw it. Credentials are never recorded, only whether they were sent.","required":["seq","atMs","method","target","host","parameters","credentials","status","answeredMs"],"additionalProperties":false,"properties":{"seq":{"type":"integer","minimum":1},"atMs":{"type":"number","minimum":0,"description":"When it arrived, in milliseconds since the server started."},"method":{"type":"string"},"target":{"type":"string","description":"The request target as sent."},"host":{"type":"string","description":"The Host header as sent; empty when absent."},"accept":{"type":"string"},"userAgent":{"type":"string"},"credentials":{"type":"boolean","description":"Whether it carried Authorization or Cookie."},"status":{"type":"integer"},"answeredMs":{"type":"number","minimum":0,"description":"When its answer was sent, in milliseconds since the server started."},"retryAfter":{"type":"string","description":"The Retry-After of its answer."},"parameters":{"type":"array","items":{"type":"string"},"description":"The names of its query parameters, decoded, in the order sent."},"kind":{"enum":["list","instance","statistics"],"description":"The endpoint it reached."},"list":{"type":"string","description":"The list a page request was for: its address without query."},"page":{"type":"integer","description":"The page number asked for (1 without a page parameter)."},"lastPage":{"type":"boolean","description":"Whether its answer was a page whose next is null (the last page of its list)."},"links":{"type":"array","items":{"type":"string"},"description":"The next and previous addresses its answer gave."}}};
const func1 = Object.prototype.hasOwnProperty;
const formats0 = require("ajv-formats/dist/formats").fastFormats["date-time"];
const pattern4 = new RegExp("^CLI-[A-Z0-9-]+$", "u");

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://stringent.dev/schemas/client-report.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.tool === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tool"},message:"must have required property '"+"tool"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.server === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "server"},message:"must have required property '"+"server"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.startedAt === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "startedAt"},message:"must have required property '"+"startedAt"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.stoppedAt === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "stoppedAt"},message:"must have required property '"+"stoppedAt"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.summary === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "summary"},message:"must have required property '"+"summary"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.requirements === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "requirements"},message:"must have required property '"+"requirements"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.findings === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "findings"},message:"must have required property '"+"findings"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.requests === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "requests"},message:"must have required property '"+"requests"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.requestsOmitted === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "requestsOmitted"},message:"must have required property '"+"requestsOmitted"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.verdict === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "verdict"},message:"must have required property '"+"verdict"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.exitCode === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "exitCode"},message:"must have required property '"+"exitCode"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema31.properties, key0))){
const err11 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.tool !== undefined){
let data0 = data.tool;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.name === undefined){
const err12 = {instancePath:instancePath+"/tool",schemaPath:"#/properties/tool/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data0.version === undefined){
const err13 = {instancePath:instancePath+"/tool",schemaPath:"#/properties/tool/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key1 in data0){
if(!((key1 === "name") || (key1 === "version"))){
const err14 = {instancePath:instancePath+"/tool",schemaPath:"#/properties/tool/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data0.name !== undefined){
if("stringent" !== data0.name){
const err15 = {instancePath:instancePath+"/tool/name",schemaPath:"#/properties/tool/properties/name/const",keyword:"const",params:{allowedValue: "stringent"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data0.version !== undefined){
if(typeof data0.version !== "string"){
const err16 = {instancePath:instancePath+"/tool/version",schemaPath:"#/properties/tool/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/tool",schemaPath:"#/properties/tool/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.server !== undefined){
let data3 = data.server;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.url === undefined){
const err18 = {instancePath:instancePath+"/server",schemaPath:"#/properties/server/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data3.variants === undefined){
const err19 = {instancePath:instancePath+"/server",schemaPath:"#/properties/server/required",keyword:"required",params:{missingProperty: "variants"},message:"must have required property '"+"variants"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
for(const key2 in data3){
if(!(((key2 === "url") || (key2 === "variants")) || (key2 === "seed"))){
const err20 = {instancePath:instancePath+"/server",schemaPath:"#/properties/server/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data3.url !== undefined){
if(typeof data3.url !== "string"){
const err21 = {instancePath:instancePath+"/server/url",schemaPath:"#/properties/server/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data3.variants !== undefined){
let data5 = data3.variants;
if(Array.isArray(data5)){
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
if(typeof data5[i0] !== "string"){
const err22 = {instancePath:instancePath+"/server/variants/" + i0,schemaPath:"#/properties/server/properties/variants/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath:instancePath+"/server/variants",schemaPath:"#/properties/server/properties/variants/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data3.seed !== undefined){
let data7 = data3.seed;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err24 = {instancePath:instancePath+"/server/seed",schemaPath:"#/properties/server/properties/seed/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath:instancePath+"/server",schemaPath:"#/properties/server/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.startedAt !== undefined){
let data8 = data.startedAt;
if(typeof data8 === "string"){
if(!(formats0.validate.test(data8))){
const err26 = {instancePath:instancePath+"/startedAt",schemaPath:"#/properties/startedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/startedAt",schemaPath:"#/properties/startedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.stoppedAt !== undefined){
let data9 = data.stoppedAt;
if(typeof data9 === "string"){
if(!(formats0.validate.test(data9))){
const err28 = {instancePath:instancePath+"/stoppedAt",schemaPath:"#/properties/stoppedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/stoppedAt",schemaPath:"#/properties/stoppedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.summary !== undefined){
let data10 = data.summary;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.requests === undefined){
const err30 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/required",keyword:"required",params:{missingProperty: "requests"},message:"must have required property '"+"requests"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data10.passed === undefined){
const err31 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/required",keyword:"required",params:{missingProperty: "passed"},message:"must have required property '"+"passed"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data10.failed === undefined){
const err32 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/required",keyword:"required",params:{missingProperty: "failed"},message:"must have required property '"+"failed"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data10.notApplicable === undefined){
const err33 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/required",keyword:"required",params:{missingProperty: "notApplicable"},message:"must have required property '"+"notApplicable"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data10.errors === undefined){
const err34 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/required",keyword:"required",params:{missingProperty: "errors"},message:"must have required property '"+"errors"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data10.warnings === undefined){
const err35 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/required",keyword:"required",params:{missingProperty: "warnings"},message:"must have required property '"+"warnings"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
for(const key3 in data10){
if(!((((((key3 === "requests") || (key3 === "passed")) || (key3 === "failed")) || (key3 === "notApplicable")) || (key3 === "errors")) || (key3 === "warnings"))){
const err36 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data10.requests !== undefined){
let data11 = data10.requests;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err37 = {instancePath:instancePath+"/summary/requests",schemaPath:"#/properties/summary/properties/requests/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
const err38 = {instancePath:instancePath+"/summary/requests",schemaPath:"#/properties/summary/properties/requests/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
if(data10.passed !== undefined){
let data12 = data10.passed;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err39 = {instancePath:instancePath+"/summary/passed",schemaPath:"#/properties/summary/properties/passed/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
const err40 = {instancePath:instancePath+"/summary/passed",schemaPath:"#/properties/summary/properties/passed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
if(data10.failed !== undefined){
let data13 = data10.failed;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err41 = {instancePath:instancePath+"/summary/failed",schemaPath:"#/properties/summary/properties/failed/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
const err42 = {instancePath:instancePath+"/summary/failed",schemaPath:"#/properties/summary/properties/failed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
if(data10.notApplicable !== undefined){
let data14 = data10.notApplicable;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err43 = {instancePath:instancePath+"/summary/notApplicable",schemaPath:"#/properties/summary/properties/notApplicable/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 0 || isNaN(data14)){
const err44 = {instancePath:instancePath+"/summary/notApplicable",schemaPath:"#/properties/summary/properties/notApplicable/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
if(data10.errors !== undefined){
let data15 = data10.errors;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err45 = {instancePath:instancePath+"/summary/errors",schemaPath:"#/properties/summary/properties/errors/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 0 || isNaN(data15)){
const err46 = {instancePath:instancePath+"/summary/errors",schemaPath:"#/properties/summary/properties/errors/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
if(data10.warnings !== undefined){
let data16 = data10.warnings;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err47 = {instancePath:instancePath+"/summary/warnings",schemaPath:"#/properties/summary/properties/warnings/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 0 || isNaN(data16)){
const err48 = {instancePath:instancePath+"/summary/warnings",schemaPath:"#/properties/summary/properties/warnings/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
}
else {
const err49 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.requirements !== undefined){
let data17 = data.requirements;
if(Array.isArray(data17)){
const len1 = data17.length;
for(let i1=0; i1<len1; i1++){
let data18 = data17[i1];
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.id === undefined){
const err50 = {instancePath:instancePath+"/requirements/" + i1,schemaPath:"#/$defs/requirement/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data18.severity === undefined){
const err51 = {instancePath:instancePath+"/requirements/" + i1,schemaPath:"#/$defs/requirement/required",keyword:"required",params:{missingProperty: "severity"},message:"must have required property '"+"severity"+"'"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data18.source === undefined){
const err52 = {instancePath:instancePath+"/requirements/" + i1,schemaPath:"#/$defs/requirement/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(data18.title === undefined){
const err53 = {instancePath:instancePath+"/requirements/" + i1,schemaPath:"#/$defs/requirement/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data18.status === undefined){
const err54 = {instancePath:instancePath+"/requirements/" + i1,schemaPath:"#/$defs/requirement/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(data18.checked === undefined){
const err55 = {instancePath:instancePath+"/requirements/" + i1,schemaPath:"#/$defs/requirement/required",keyword:"required",params:{missingProperty: "checked"},message:"must have required property '"+"checked"+"'"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
for(const key4 in data18){
if(!(((((((key4 === "id") || (key4 === "severity")) || (key4 === "source")) || (key4 === "title")) || (key4 === "status")) || (key4 === "checked")) || (key4 === "reason"))){
const err56 = {instancePath:instancePath+"/requirements/" + i1,schemaPath:"#/$defs/requirement/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data18.id !== undefined){
let data19 = data18.id;
if(typeof data19 === "string"){
if(!pattern4.test(data19)){
const err57 = {instancePath:instancePath+"/requirements/" + i1+"/id",schemaPath:"#/$defs/requirement/properties/id/pattern",keyword:"pattern",params:{pattern: "^CLI-[A-Z0-9-]+$"},message:"must match pattern \""+"^CLI-[A-Z0-9-]+$"+"\""};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
else {
const err58 = {instancePath:instancePath+"/requirements/" + i1+"/id",schemaPath:"#/$defs/requirement/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data18.severity !== undefined){
let data20 = data18.severity;
if(!((data20 === "error") || (data20 === "warning"))){
const err59 = {instancePath:instancePath+"/requirements/" + i1+"/severity",schemaPath:"#/$defs/requirement/properties/severity/enum",keyword:"enum",params:{allowedValues: schema32.properties.severity.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data18.source !== undefined){
if(typeof data18.source !== "string"){
const err60 = {instancePath:instancePath+"/requirements/" + i1+"/source",schemaPath:"#/$defs/requirement/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data18.title !== undefined){
if(typeof data18.title !== "string"){
const err61 = {instancePath:instancePath+"/requirements/" + i1+"/title",schemaPath:"#/$defs/requirement/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data18.status !== undefined){
let data23 = data18.status;
if(!(((data23 === "passed") || (data23 === "failed")) || (data23 === "not-applicable"))){
const err62 = {instancePath:instancePath+"/requirements/" + i1+"/status",schemaPath:"#/$defs/requirement/properties/status/enum",keyword:"enum",params:{allowedValues: schema32.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data18.checked !== undefined){
let data24 = data18.checked;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
const err63 = {instancePath:instancePath+"/requirements/" + i1+"/checked",schemaPath:"#/$defs/requirement/properties/checked/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if((typeof data24 == "number") && (isFinite(data24))){
if(data24 < 0 || isNaN(data24)){
const err64 = {instancePath:instancePath+"/requirements/" + i1+"/checked",schemaPath:"#/$defs/requirement/properties/checked/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
}
if(data18.reason !== undefined){
if(typeof data18.reason !== "string"){
const err65 = {instancePath:instancePath+"/requirements/" + i1+"/reason",schemaPath:"#/$defs/requirement/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
else {
const err66 = {instancePath:instancePath+"/requirements/" + i1,schemaPath:"#/$defs/requirement/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
}
else {
const err67 = {instancePath:instancePath+"/requirements",schemaPath:"#/properties/requirements/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data.findings !== undefined){
let data26 = data.findings;
if(Array.isArray(data26)){
const len2 = data26.length;
for(let i2=0; i2<len2; i2++){
let data27 = data26[i2];
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
if(data27.requirement === undefined){
const err68 = {instancePath:instancePath+"/findings/" + i2,schemaPath:"#/$defs/finding/required",keyword:"required",params:{missingProperty: "requirement"},message:"must have required property '"+"requirement"+"'"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(data27.severity === undefined){
const err69 = {instancePath:instancePath+"/findings/" + i2,schemaPath:"#/$defs/finding/required",keyword:"required",params:{missingProperty: "severity"},message:"must have required property '"+"severity"+"'"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(data27.code === undefined){
const err70 = {instancePath:instancePath+"/findings/" + i2,schemaPath:"#/$defs/finding/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(data27.args === undefined){
const err71 = {instancePath:instancePath+"/findings/" + i2,schemaPath:"#/$defs/finding/required",keyword:"required",params:{missingProperty: "args"},message:"must have required property '"+"args"+"'"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(data27.message === undefined){
const err72 = {instancePath:instancePath+"/findings/" + i2,schemaPath:"#/$defs/finding/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(data27.request === undefined){
const err73 = {instancePath:instancePath+"/findings/" + i2,schemaPath:"#/$defs/finding/required",keyword:"required",params:{missingProperty: "request"},message:"must have required property '"+"request"+"'"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(data27.method === undefined){
const err74 = {instancePath:instancePath+"/findings/" + i2,schemaPath:"#/$defs/finding/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(data27.target === undefined){
const err75 = {instancePath:instancePath+"/findings/" + i2,schemaPath:"#/$defs/finding/required",keyword:"required",params:{missingProperty: "target"},message:"must have required property '"+"target"+"'"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
for(const key5 in data27){
if(!((((((((key5 === "requirement") || (key5 === "severity")) || (key5 === "code")) || (key5 === "args")) || (key5 === "message")) || (key5 === "request")) || (key5 === "method")) || (key5 === "target"))){
const err76 = {instancePath:instancePath+"/findings/" + i2,schemaPath:"#/$defs/finding/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data27.requirement !== undefined){
let data28 = data27.requirement;
if(typeof data28 === "string"){
if(!pattern4.test(data28)){
const err77 = {instancePath:instancePath+"/findings/" + i2+"/requirement",schemaPath:"#/$defs/finding/properties/requirement/pattern",keyword:"pattern",params:{pattern: "^CLI-[A-Z0-9-]+$"},message:"must match pattern \""+"^CLI-[A-Z0-9-]+$"+"\""};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
else {
const err78 = {instancePath:instancePath+"/findings/" + i2+"/requirement",schemaPath:"#/$defs/finding/properties/requirement/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data27.severity !== undefined){
let data29 = data27.severity;
if(!((data29 === "error") || (data29 === "warning"))){
const err79 = {instancePath:instancePath+"/findings/" + i2+"/severity",schemaPath:"#/$defs/finding/properties/severity/enum",keyword:"enum",params:{allowedValues: schema33.properties.severity.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data27.code !== undefined){
if(typeof data27.code !== "string"){
const err80 = {instancePath:instancePath+"/findings/" + i2+"/code",schemaPath:"#/$defs/finding/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data27.args !== undefined){
let data31 = data27.args;
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
for(const key6 in data31){
let data32 = data31[key6];
if((((typeof data32 !== "string") && (!((typeof data32 == "number") && (isFinite(data32))))) && (typeof data32 !== "boolean")) && (data32 !== null)){
const err81 = {instancePath:instancePath+"/findings/" + i2+"/args/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/finding/properties/args/additionalProperties/type",keyword:"type",params:{type: schema33.properties.args.additionalProperties.type},message:"must be string,number,boolean,null"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
}
else {
const err82 = {instancePath:instancePath+"/findings/" + i2+"/args",schemaPath:"#/$defs/finding/properties/args/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data27.message !== undefined){
if(typeof data27.message !== "string"){
const err83 = {instancePath:instancePath+"/findings/" + i2+"/message",schemaPath:"#/$defs/finding/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data27.request !== undefined){
let data34 = data27.request;
if(!(((typeof data34 == "number") && (!(data34 % 1) && !isNaN(data34))) && (isFinite(data34)))){
const err84 = {instancePath:instancePath+"/findings/" + i2+"/request",schemaPath:"#/$defs/finding/properties/request/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if((typeof data34 == "number") && (isFinite(data34))){
if(data34 < 1 || isNaN(data34)){
const err85 = {instancePath:instancePath+"/findings/" + i2+"/request",schemaPath:"#/$defs/finding/properties/request/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
}
if(data27.method !== undefined){
if(typeof data27.method !== "string"){
const err86 = {instancePath:instancePath+"/findings/" + i2+"/method",schemaPath:"#/$defs/finding/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(data27.target !== undefined){
if(typeof data27.target !== "string"){
const err87 = {instancePath:instancePath+"/findings/" + i2+"/target",schemaPath:"#/$defs/finding/properties/target/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
}
else {
const err88 = {instancePath:instancePath+"/findings/" + i2,schemaPath:"#/$defs/finding/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
}
else {
const err89 = {instancePath:instancePath+"/findings",schemaPath:"#/properties/findings/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data.requests !== undefined){
let data37 = data.requests;
if(Array.isArray(data37)){
const len3 = data37.length;
for(let i3=0; i3<len3; i3++){
let data38 = data37[i3];
if(data38 && typeof data38 == "object" && !Array.isArray(data38)){
if(data38.seq === undefined){
const err90 = {instancePath:instancePath+"/requests/" + i3,schemaPath:"#/$defs/request/required",keyword:"required",params:{missingProperty: "seq"},message:"must have required property '"+"seq"+"'"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if(data38.atMs === undefined){
const err91 = {instancePath:instancePath+"/requests/" + i3,schemaPath:"#/$defs/request/required",keyword:"required",params:{missingProperty: "atMs"},message:"must have required property '"+"atMs"+"'"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
if(data38.method === undefined){
const err92 = {instancePath:instancePath+"/requests/" + i3,schemaPath:"#/$defs/request/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
if(data38.target === undefined){
const err93 = {instancePath:instancePath+"/requests/" + i3,schemaPath:"#/$defs/request/required",keyword:"required",params:{missingProperty: "target"},message:"must have required property '"+"target"+"'"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
if(data38.host === undefined){
const err94 = {instancePath:instancePath+"/requests/" + i3,schemaPath:"#/$defs/request/required",keyword:"required",params:{missingProperty: "host"},message:"must have required property '"+"host"+"'"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
if(data38.parameters === undefined){
const err95 = {instancePath:instancePath+"/requests/" + i3,schemaPath:"#/$defs/request/required",keyword:"required",params:{missingProperty: "parameters"},message:"must have required property '"+"parameters"+"'"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
if(data38.credentials === undefined){
const err96 = {instancePath:instancePath+"/requests/" + i3,schemaPath:"#/$defs/request/required",keyword:"required",params:{missingProperty: "credentials"},message:"must have required property '"+"credentials"+"'"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
if(data38.status === undefined){
const err97 = {instancePath:instancePath+"/requests/" + i3,schemaPath:"#/$defs/request/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
if(data38.answeredMs === undefined){
const err98 = {instancePath:instancePath+"/requests/" + i3,schemaPath:"#/$defs/request/required",keyword:"required",params:{missingProperty: "answeredMs"},message:"must have required property '"+"answeredMs"+"'"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
for(const key7 in data38){
if(!(func1.call(schema34.properties, key7))){
const err99 = {instancePath:instancePath+"/requests/" + i3,schemaPath:"#/$defs/request/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(data38.seq !== undefined){
let data39 = data38.seq;
if(!(((typeof data39 == "number") && (!(data39 % 1) && !isNaN(data39))) && (isFinite(data39)))){
const err100 = {instancePath:instancePath+"/requests/" + i3+"/seq",schemaPath:"#/$defs/request/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
if((typeof data39 == "number") && (isFinite(data39))){
if(data39 < 1 || isNaN(data39)){
const err101 = {instancePath:instancePath+"/requests/" + i3+"/seq",schemaPath:"#/$defs/request/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
}
if(data38.atMs !== undefined){
let data40 = data38.atMs;
if((typeof data40 == "number") && (isFinite(data40))){
if(data40 < 0 || isNaN(data40)){
const err102 = {instancePath:instancePath+"/requests/" + i3+"/atMs",schemaPath:"#/$defs/request/properties/atMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
else {
const err103 = {instancePath:instancePath+"/requests/" + i3+"/atMs",schemaPath:"#/$defs/request/properties/atMs/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
if(data38.method !== undefined){
if(typeof data38.method !== "string"){
const err104 = {instancePath:instancePath+"/requests/" + i3+"/method",schemaPath:"#/$defs/request/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
if(data38.target !== undefined){
if(typeof data38.target !== "string"){
const err105 = {instancePath:instancePath+"/requests/" + i3+"/target",schemaPath:"#/$defs/request/properties/target/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data38.host !== undefined){
if(typeof data38.host !== "string"){
const err106 = {instancePath:instancePath+"/requests/" + i3+"/host",schemaPath:"#/$defs/request/properties/host/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
if(data38.accept !== undefined){
if(typeof data38.accept !== "string"){
const err107 = {instancePath:instancePath+"/requests/" + i3+"/accept",schemaPath:"#/$defs/request/properties/accept/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
if(data38.userAgent !== undefined){
if(typeof data38.userAgent !== "string"){
const err108 = {instancePath:instancePath+"/requests/" + i3+"/userAgent",schemaPath:"#/$defs/request/properties/userAgent/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
if(data38.credentials !== undefined){
if(typeof data38.credentials !== "boolean"){
const err109 = {instancePath:instancePath+"/requests/" + i3+"/credentials",schemaPath:"#/$defs/request/properties/credentials/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
if(data38.status !== undefined){
let data47 = data38.status;
if(!(((typeof data47 == "number") && (!(data47 % 1) && !isNaN(data47))) && (isFinite(data47)))){
const err110 = {instancePath:instancePath+"/requests/" + i3+"/status",schemaPath:"#/$defs/request/properties/status/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
if(data38.answeredMs !== undefined){
let data48 = data38.answeredMs;
if((typeof data48 == "number") && (isFinite(data48))){
if(data48 < 0 || isNaN(data48)){
const err111 = {instancePath:instancePath+"/requests/" + i3+"/answeredMs",schemaPath:"#/$defs/request/properties/answeredMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
else {
const err112 = {instancePath:instancePath+"/requests/" + i3+"/answeredMs",schemaPath:"#/$defs/request/properties/answeredMs/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
if(data38.retryAfter !== undefined){
if(typeof data38.retryAfter !== "string"){
const err113 = {instancePath:instancePath+"/requests/" + i3+"/retryAfter",schemaPath:"#/$defs/request/properties/retryAfter/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
if(data38.parameters !== undefined){
let data50 = data38.parameters;
if(Array.isArray(data50)){
const len4 = data50.length;
for(let i4=0; i4<len4; i4++){
if(typeof data50[i4] !== "string"){
const err114 = {instancePath:instancePath+"/requests/" + i3+"/parameters/" + i4,schemaPath:"#/$defs/request/properties/parameters/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
}
else {
const err115 = {instancePath:instancePath+"/requests/" + i3+"/parameters",schemaPath:"#/$defs/request/properties/parameters/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
if(data38.kind !== undefined){
let data52 = data38.kind;
if(!(((data52 === "list") || (data52 === "instance")) || (data52 === "statistics"))){
const err116 = {instancePath:instancePath+"/requests/" + i3+"/kind",schemaPath:"#/$defs/request/properties/kind/enum",keyword:"enum",params:{allowedValues: schema34.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
if(data38.list !== undefined){
if(typeof data38.list !== "string"){
const err117 = {instancePath:instancePath+"/requests/" + i3+"/list",schemaPath:"#/$defs/request/properties/list/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
if(data38.page !== undefined){
let data54 = data38.page;
if(!(((typeof data54 == "number") && (!(data54 % 1) && !isNaN(data54))) && (isFinite(data54)))){
const err118 = {instancePath:instancePath+"/requests/" + i3+"/page",schemaPath:"#/$defs/request/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
if(data38.lastPage !== undefined){
if(typeof data38.lastPage !== "boolean"){
const err119 = {instancePath:instancePath+"/requests/" + i3+"/lastPage",schemaPath:"#/$defs/request/properties/lastPage/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
if(data38.links !== undefined){
let data56 = data38.links;
if(Array.isArray(data56)){
const len5 = data56.length;
for(let i5=0; i5<len5; i5++){
if(typeof data56[i5] !== "string"){
const err120 = {instancePath:instancePath+"/requests/" + i3+"/links/" + i5,schemaPath:"#/$defs/request/properties/links/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
}
else {
const err121 = {instancePath:instancePath+"/requests/" + i3+"/links",schemaPath:"#/$defs/request/properties/links/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
}
else {
const err122 = {instancePath:instancePath+"/requests/" + i3,schemaPath:"#/$defs/request/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
}
else {
const err123 = {instancePath:instancePath+"/requests",schemaPath:"#/properties/requests/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
if(data.requestsOmitted !== undefined){
let data58 = data.requestsOmitted;
if(!(((typeof data58 == "number") && (!(data58 % 1) && !isNaN(data58))) && (isFinite(data58)))){
const err124 = {instancePath:instancePath+"/requestsOmitted",schemaPath:"#/properties/requestsOmitted/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
if((typeof data58 == "number") && (isFinite(data58))){
if(data58 < 0 || isNaN(data58)){
const err125 = {instancePath:instancePath+"/requestsOmitted",schemaPath:"#/properties/requestsOmitted/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
}
if(data.verdict !== undefined){
let data59 = data.verdict;
if(!((data59 === "pass") || (data59 === "fail"))){
const err126 = {instancePath:instancePath+"/verdict",schemaPath:"#/properties/verdict/enum",keyword:"enum",params:{allowedValues: schema31.properties.verdict.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
if(data.exitCode !== undefined){
let data60 = data.exitCode;
if(!((data60 === 0) || (data60 === 1))){
const err127 = {instancePath:instancePath+"/exitCode",schemaPath:"#/properties/exitCode/enum",keyword:"enum",params:{allowedValues: schema31.properties.exitCode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
}
else {
const err128 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.finding = validate21;

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.requirement === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "requirement"},message:"must have required property '"+"requirement"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.severity === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "severity"},message:"must have required property '"+"severity"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.code === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.args === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "args"},message:"must have required property '"+"args"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.message === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.request === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "request"},message:"must have required property '"+"request"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.method === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.target === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "target"},message:"must have required property '"+"target"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "requirement") || (key0 === "severity")) || (key0 === "code")) || (key0 === "args")) || (key0 === "message")) || (key0 === "request")) || (key0 === "method")) || (key0 === "target"))){
const err8 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.requirement !== undefined){
let data0 = data.requirement;
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
const err9 = {instancePath:instancePath+"/requirement",schemaPath:"#/properties/requirement/pattern",keyword:"pattern",params:{pattern: "^CLI-[A-Z0-9-]+$"},message:"must match pattern \""+"^CLI-[A-Z0-9-]+$"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/requirement",schemaPath:"#/properties/requirement/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.severity !== undefined){
let data1 = data.severity;
if(!((data1 === "error") || (data1 === "warning"))){
const err11 = {instancePath:instancePath+"/severity",schemaPath:"#/properties/severity/enum",keyword:"enum",params:{allowedValues: schema33.properties.severity.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.code !== undefined){
if(typeof data.code !== "string"){
const err12 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.args !== undefined){
let data3 = data.args;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key1 in data3){
let data4 = data3[key1];
if((((typeof data4 !== "string") && (!((typeof data4 == "number") && (isFinite(data4))))) && (typeof data4 !== "boolean")) && (data4 !== null)){
const err13 = {instancePath:instancePath+"/args/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/args/additionalProperties/type",keyword:"type",params:{type: schema33.properties.args.additionalProperties.type},message:"must be string,number,boolean,null"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/args",schemaPath:"#/properties/args/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.message !== undefined){
if(typeof data.message !== "string"){
const err15 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.request !== undefined){
let data6 = data.request;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err16 = {instancePath:instancePath+"/request",schemaPath:"#/properties/request/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 1 || isNaN(data6)){
const err17 = {instancePath:instancePath+"/request",schemaPath:"#/properties/request/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data.method !== undefined){
if(typeof data.method !== "string"){
const err18 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.target !== undefined){
if(typeof data.target !== "string"){
const err19 = {instancePath:instancePath+"/target",schemaPath:"#/properties/target/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.request = validate22;

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.seq === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "seq"},message:"must have required property '"+"seq"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.atMs === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "atMs"},message:"must have required property '"+"atMs"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.method === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.target === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "target"},message:"must have required property '"+"target"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.host === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "host"},message:"must have required property '"+"host"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.parameters === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "parameters"},message:"must have required property '"+"parameters"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.credentials === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "credentials"},message:"must have required property '"+"credentials"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.status === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.answeredMs === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "answeredMs"},message:"must have required property '"+"answeredMs"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema34.properties, key0))){
const err9 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.seq !== undefined){
let data0 = data.seq;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err10 = {instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
const err11 = {instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data.atMs !== undefined){
let data1 = data.atMs;
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err12 = {instancePath:instancePath+"/atMs",schemaPath:"#/properties/atMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/atMs",schemaPath:"#/properties/atMs/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.method !== undefined){
if(typeof data.method !== "string"){
const err14 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.target !== undefined){
if(typeof data.target !== "string"){
const err15 = {instancePath:instancePath+"/target",schemaPath:"#/properties/target/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.host !== undefined){
if(typeof data.host !== "string"){
const err16 = {instancePath:instancePath+"/host",schemaPath:"#/properties/host/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.accept !== undefined){
if(typeof data.accept !== "string"){
const err17 = {instancePath:instancePath+"/accept",schemaPath:"#/properties/accept/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.userAgent !== undefined){
if(typeof data.userAgent !== "string"){
const err18 = {instancePath:instancePath+"/userAgent",schemaPath:"#/properties/userAgent/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.credentials !== undefined){
if(typeof data.credentials !== "boolean"){
const err19 = {instancePath:instancePath+"/credentials",schemaPath:"#/properties/credentials/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.status !== undefined){
let data8 = data.status;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err20 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.answeredMs !== undefined){
let data9 = data.answeredMs;
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
const err21 = {instancePath:instancePath+"/answeredMs",schemaPath:"#/properties/answeredMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/answeredMs",schemaPath:"#/properties/answeredMs/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.retryAfter !== undefined){
if(typeof data.retryAfter !== "string"){
const err23 = {instancePath:instancePath+"/retryAfter",schemaPath:"#/properties/retryAfter/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.parameters !== undefined){
let data11 = data.parameters;
if(Array.isArray(data11)){
const len0 = data11.length;
for(let i0=0; i0<len0; i0++){
if(typeof data11[i0] !== "string"){
const err24 = {instancePath:instancePath+"/parameters/" + i0,schemaPath:"#/properties/parameters/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.kind !== undefined){
let data13 = data.kind;
if(!(((data13 === "list") || (data13 === "instance")) || (data13 === "statistics"))){
const err26 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema34.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.list !== undefined){
if(typeof data.list !== "string"){
const err27 = {instancePath:instancePath+"/list",schemaPath:"#/properties/list/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.page !== undefined){
let data15 = data.page;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err28 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.lastPage !== undefined){
if(typeof data.lastPage !== "boolean"){
const err29 = {instancePath:instancePath+"/lastPage",schemaPath:"#/properties/lastPage/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.links !== undefined){
let data17 = data.links;
if(Array.isArray(data17)){
const len1 = data17.length;
for(let i1=0; i1<len1; i1++){
if(typeof data17[i1] !== "string"){
const err30 = {instancePath:instancePath+"/links/" + i1,schemaPath:"#/properties/links/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.requirement = validate23;

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.severity === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "severity"},message:"must have required property '"+"severity"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.source === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.title === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.status === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.checked === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "checked"},message:"must have required property '"+"checked"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "id") || (key0 === "severity")) || (key0 === "source")) || (key0 === "title")) || (key0 === "status")) || (key0 === "checked")) || (key0 === "reason"))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
const err7 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^CLI-[A-Z0-9-]+$"},message:"must match pattern \""+"^CLI-[A-Z0-9-]+$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.severity !== undefined){
let data1 = data.severity;
if(!((data1 === "error") || (data1 === "warning"))){
const err9 = {instancePath:instancePath+"/severity",schemaPath:"#/properties/severity/enum",keyword:"enum",params:{allowedValues: schema32.properties.severity.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.source !== undefined){
if(typeof data.source !== "string"){
const err10 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.title !== undefined){
if(typeof data.title !== "string"){
const err11 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.status !== undefined){
let data4 = data.status;
if(!(((data4 === "passed") || (data4 === "failed")) || (data4 === "not-applicable"))){
const err12 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema32.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.checked !== undefined){
let data5 = data.checked;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err13 = {instancePath:instancePath+"/checked",schemaPath:"#/properties/checked/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err14 = {instancePath:instancePath+"/checked",schemaPath:"#/properties/checked/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
if(data.reason !== undefined){
if(typeof data.reason !== "string"){
const err15 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

